"""The plans of the statements that run per request, per move and per scheduler tick: none may
read the whole of a large table.

A bad plan costs nothing in a test database of ten rows and everything in production: the seat
update of a move once hashed the whole seat table on every move, a plan PostgreSQL chose only
for seat tables of a few thousand to some 35,000 rows (``tests/services/test_move_write.py``).
So, for every hot path (``PATHS``):

1. ``captured`` runs it once through the real code (the API and web clients, the services, the
   functions the Celery tasks call) on a few real games, recording each statement sent with its
   parameters (``tests.query_plans.Recorder``); then rolls it all back.
2. ``plans`` fills the large tables with rows of games nobody plays (``tests.query_plans.FILL``:
   one ``INSERT … SELECT … generate_series`` per table), runs ``ANALYZE`` on them and ``EXPLAIN``
   on every captured statement; once per configuration of ``TABLES`` (plans flip with sizes and
   with how rows spread). Then it rolls back and runs ``VACUUM ANALYZE``: this machine runs without
   autovacuum, and an ``ANALYZE`` in a transaction leaves row counts its rollback does not undo.
3. ``test_no_hot_statement_reads_a_whole_large_table`` fails, with the plan, for any plan of the
   path that reads all of a large table: a ``Seq Scan``, or a scan of a whole (not partial) index
   with no condition, such as an ordered walk of a primary key that filters every row.

Which plan is checked, and how it is obtained (``tests.query_plans``):

- Statements bound on the client (Django's ordinary cursor: nearly all) reach the server with
  their values inlined and are planned afresh at every execution. ``EXPLAIN`` of the same text
  with the same parameters through the same kind of cursor is that plan (``custom_plan``).
- The statements of ``games.services.prepared`` are bound on the server and prepared once per
  connection; after five executions PostgreSQL may switch to their generic plan, made without
  the values. Both plans are checked. The generic one is *not* what ``EXPLAIN`` with bound
  parameters shows, whatever ``plan_cache_mode`` says: PostgreSQL plans an ``EXPLAIN`` with the
  values of its parameters. So ``generic_plan`` prepares the text as psycopg does (``$1``, ``$2``,
  … and the same parameter types, without running it), then runs ``EXPLAIN EXECUTE`` under
  ``SET LOCAL plan_cache_mode = force_generic_plan``. (The seat update without the game's id, for
  instance, hashed the whole seat table in its generic plan from 3,000 to 24,000 seats in these
  tables, but in its custom plan only around 3,000.)

Small tables may be read whole (``SMALL_ROWS``); so may the players table by the daily digests
(``WHOLE_PLAYERS_TOLERATED``). Everything runs in the module's own transactions (module-scoped
fixtures), not one per test: filling the tables is most of the time, and doing it once per
configuration keeps the module to about three seconds.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from random import Random

import pytest
from django.conf import settings
from django.db import transaction
from django.test import Client, override_settings
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.models import Game, Invitation, Seat
from games.services import takebacks
from games.services.reads import STATE_CACHE
from notifications import tasks
from notifications.deadlines import scan
from notifications.digests import send_due_digests
from outbox import emails as notify
from outbox.models import Notification
from players import links
from players.authentication import forget_tokens
from players.models import Player
from players.services import get_or_create_player, issue_token
from tests import query_plans
from tests.playing import first_legal, seat_players

# The tables as the planner sees them. Plans flip with sizes and with how rows spread, not with
# size alone (the seat update of a move hashed the whole seat table only between some 3,000 and
# 35,000 seats), so each configuration is one where some plan went wrong before its fix:
TABLES = {
    # People: 24,000 seats, three games a player; chat in some games, a hundred messages or more
    # each. Joining a chat's messages to their authors hashed the whole players table; the seat
    # update of a move without the game's id (before its fix) hashed the whole seat table.
    "people": query_plans.Tables(games=8_000, players=8_000, chatty_games=300, chat_messages=120),
    # Bots: 150 accounts with 120 games each (18,000 seats). The planner then takes any player not
    # among the 100 it keeps statistics for to have 120 games too, and the game lists read the
    # whole games table even for a player with three. (With 100 accounts or fewer, it knows each.)
    "bots": query_plans.Tables(games=6_000, players=150, chatty_games=1_200, chat_messages=3),
}

# Tables never to be read whole on these paths, once the planner takes them to hold at least
# ``SMALL_ROWS`` rows. Below that (under a hundred pages or so) reading a table whole costs what a
# dozen index lookups do, and the planner rightly prefers it for any statement that fetches more
# than a few rows; each configuration of ``TABLES`` keeps the tables that grow with play above it.
# Other tables (content types, sessions looked up by their key, ...) may always be read whole.
LARGE = {"games_game", "games_seat", "games_event", "games_snapshot", "notifications_notification",
         "games_chatmessage", "games_invitation", "players_apitoken", "players_player"}
SMALL_ROWS = 5_000
# Paths that may read the players table whole: ticks every quarter of an hour or less often,
# that look for the few percent of players with something to send (the digest's, 5% of players
# in the filled tables); one pass over a table that grows with people, not with moves.
WHOLE_PLAYERS_TOLERATED = {"tick: daily digests"}

PATHS = [
    "api: token authentication (GET /api/players/me/)",
    "api: GET /api/games/{id}/",
    "api: GET /api/games/{id}/view/",
    "api: GET /api/games/{id}/view/?at=",
    "api: GET /api/games/{id}/legal-moves/",
    "api: GET /api/games/{id}/events/?after=",
    "api: GET /api/games/ (the player's games)",
    "move: without an Idempotency-Key",
    "move: with an Idempotency-Key",
    "move: retried with the same Idempotency-Key",
    "api: GET /api/games/{id}/takeback/ (after one's own move)",
    "chat: post a message (API)",
    "chat: read the messages (API)",
    "web: game link",
    "web: game page",
    "web: game list",
    "web: lobby",
    "web: post a move",
    "web: post a chat message",
    "web: sign-in by email",
    "delivery: account link email",
    "web: fresh link",
    "web: invitation page",
    "web: unsubscribe page",
    "web: settings page",
    "tick: deadline scan, reminders",
    "tick: deadline scan, timeouts and vacations",
    "tick: outbox sweep",
    "tick: due turn emails",
    "tick: daily digests",
    "tick: invitation expiry",
    "delivery: your-turn email",
    "delivery: reminder email",
    "delivery: timeout email",
    "delivery: game-over email",
    "delivery: invitation email",
    "delivery: digest email",
]


def _api(player) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {issue_token(player)}")
    return client


def _ok(response, status=200):
    assert response.status_code == status, (response.status_code, getattr(response, "content", b"")[:500])
    return response


def _deliver(kind: str, **filters) -> None:
    # The newest turn email: an older one (the game's first turn) is dropped, that turn being over.
    order = "-id" if kind == "your_turn" else "id"
    row = Notification.objects.filter(kind=kind, status=Notification.Status.PENDING, **filters).order_by(order).first()
    assert row is not None, f"no pending {kind} notification to deliver"
    if row.not_before is None:
        assert tasks.send_notification(row.pk).result == "sent"
        return
    # A turn email: its grace period over, and its reader away (the turn email policy's
    # statements are recorded with the sending's).
    Notification.objects.filter(pk=row.pk).update(not_before=timezone.now())
    with override_settings(NOTIFICATIONS_PRESENCE_SECONDS=0, NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS=0):
        assert tasks.send_notification(row.pk).result == "sent", Notification.objects.get(pk=row.pk).note


def drive(recorder: query_plans.Recorder) -> None:
    """Run every path of ``PATHS`` once, recording its statements. Inside the caller's transaction."""
    path = recorder.path
    alice, bob, carol, dana, erin = (get_or_create_player(f"plans-{name}@example.org", name=name)[0]
                                     for name in ("alice", "bob", "carol", "dana", "erin"))
    # They seat each other by id in games that start at once: they opted in (Player.seat_directly).
    Player.objects.filter(pk__in=[p.pk for p in (alice, bob, carol, dana, erin)]).update(seat_directly=True)
    for player in (alice, bob, carol, dana, erin):
        player.seat_directly = True
    api = {player.pk: _api(player) for player in (alice, bob)}
    # Two hours a move: the deadline scans below then run at times when, as in production, a few
    # of the filled games' seats are due and most are not.
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk],
                                move_time_limit=timedelta(hours=2))
    players = {0: alice, 1: bob}
    base = f"/api/games/{game.pk}"

    with path("chat: post a message (API)"):
        _ok(api[bob.pk].post(f"{base}/chat/", {"body": "Bonne chance"}, format="json"), 201)
    with path("api: token authentication (GET /api/players/me/)"):
        forget_tokens()  # the token is read from the database, not from this process's cache
        _ok(api[alice.pk].get("/api/players/me/"))
    with path("api: GET /api/games/{id}/"):
        _ok(api[alice.pk].get(f"{base}/"))
    with path("api: GET /api/games/{id}/view/"):
        STATE_CACHE.clear()  # a state not cached yet: read from the snapshot and the events
        _ok(api[alice.pk].get(f"{base}/view/"))
    with path("api: GET /api/games/{id}/view/?at="):
        _ok(api[alice.pk].get(f"{base}/view/?at=1"))
    with path("api: GET /api/games/{id}/legal-moves/"):
        STATE_CACHE.clear()
        _ok(api[alice.pk].get(f"{base}/legal-moves/"))
    with path("api: GET /api/games/{id}/events/?after="):
        _ok(api[alice.pk].get(f"{base}/events/?after=1"))
    with path("api: GET /api/games/ (the player's games)"):
        _ok(api[alice.pk].get("/api/games/"))
        for player in (alice, bob):  # one of them is to move: the filtered list is not empty
            _ok(api[player.pk].get("/api/games/?my_turn=true&status=active&ruleset=uigo"))
    with path("chat: read the messages (API)"):
        _ok(api[alice.pk].get(f"{base}/chat/?after=0"))

    seat, move = first_legal(game)
    with path("move: without an Idempotency-Key"):
        STATE_CACHE.clear()
        _ok(api[players[seat].pk].post(f"{base}/moves/", {"move": move, "expected_seq": game.seq}, format="json"),
            201)
    with path("delivery: your-turn email"):
        _deliver("your_turn", game=game)
    seat, move = first_legal(game)
    body = {"move": move, "expected_seq": game.seq}
    with path("move: with an Idempotency-Key"):
        STATE_CACHE.clear()
        _ok(api[players[seat].pk].post(f"{base}/moves/", body, format="json", HTTP_IDEMPOTENCY_KEY="plans-1"), 201)
    with path("move: retried with the same Idempotency-Key"):
        _ok(api[players[seat].pk].post(f"{base}/moves/", body, format="json", HTTP_IDEMPOTENCY_KEY="plans-1"), 201)
    with path("api: GET /api/games/{id}/takeback/ (after one's own move)"):
        STATE_CACHE.clear()
        _ok(api[players[seat].pk].get(f"{base}/takeback/"))
        # A UIGO! move always reveals, so the offer stops before asking who has seen it: ask here.
        takebacks._seen_by_others(game, list(Seat.objects.filter(game=game)), takebacks.last_move(game))

    # The web pages, signed in by a game link as from an email.
    browser = Client()
    with path("web: game link"):
        token = links.game_link_token(alice.pk, game.pk)
        _ok(browser.get(f"/games/{game.pk}/enter/{token}/"), 302)
    with path("web: game page"):
        STATE_CACHE.clear()
        _ok(browser.get(f"/games/{game.pk}/"))
        _ok(browser.get(f"/games/{game.pk}/?chat=all"))
    with path("web: game list"):
        account = Client()
        account.force_login(alice)  # My games needs an account session, not a game link
        _ok(account.get("/games/"))
    with path("web: lobby"):
        _ok(Client().get("/games/open/"))
    with path("web: post a chat message"):
        _ok(browser.post(f"/games/{game.pk}/chat/", {"body": "À toi"}), 302)
    seat, move = first_legal(game)
    mover = Client()
    _ok(mover.get(f"/games/{game.pk}/enter/{links.game_link_token(players[seat].pk, game.pk)}/"), 302)
    with path("web: post a move"):
        _ok(mover.post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": game.seq}), 302)
    with path("web: sign-in by email"):
        _ok(Client().post("/signin/", {"email": alice.email}))
    with path("delivery: account link email"):  # the player, their games and the link: read when it is sent
        _deliver("account_link", email=alice.email)
    with path("web: fresh link"):
        _ok(Client().post(f"/games/{game.pk}/link/", {"email": bob.email}))
    with path("web: unsubscribe page"):
        _ok(Client().get(links.unsubscribe_url(bob.pk).removeprefix(settings.SITE_URL)))
    account = Client()
    account.force_login(alice)  # the settings are an account session's (a game link's gets a 403)
    with path("web: settings page"):
        _ok(account.get("/settings/"))

    # A game waiting for an invited player: its invitation email, its page, then its expiry.
    waiting = services.create_game(creator=carol, ruleset_id="uigo", seats=[carol.pk, "guest@plans.invalid"])
    with path("delivery: invitation email"):
        _deliver("invitation", game=waiting)
    invitation = Invitation.objects.get(game=waiting)
    with path("web: invitation page"):
        _ok(Client().get(links.invitation_url(invitation.pk).removeprefix(settings.SITE_URL)))
    # Its invitation runs out now; those of the filled tables later, as most do at any hour.
    Invitation.objects.filter(pk=invitation.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    with path("tick: invitation expiry"):
        assert services.expire_invitations() == 1

    # Deadlines: a reminder, then a timeout; and a seat whose player went on vacation meanwhile.
    due = Seat.objects.get(game=game, is_to_move=True).deadline
    with path("tick: deadline scan, reminders"):
        # A third of the 2-hour turn is left 40 minutes before its deadline (notifications.turn_policy).
        assert scan(now=due - timedelta(minutes=30))["reminders"] >= 1
    with path("delivery: reminder email"):
        _deliver("reminder", game=game)
    # Made after the reminder scan, which also applies the timeouts due: its seat's hour is over
    # only at the next scan, which gives its player's vacation back.
    away = services.create_game(creator=carol, ruleset_id="uigo", seats=[carol.pk, dana.pk],
                                move_time_limit=timedelta(hours=1))
    away_seat = Seat.objects.get(game=away, seat=first_legal(away)[0])
    now = timezone.now()
    Player.objects.filter(pk=away_seat.player_id).update(vacation_from=now, vacation_until=now + timedelta(days=30))
    with path("tick: deadline scan, timeouts and vacations"):
        counts = scan(now=due + timedelta(minutes=1))
        assert counts["timeouts"] >= 1 and counts["extended"] == 1, counts
    with path("delivery: timeout email"):
        _deliver("timeout", game=game)

    # The outbox sweep finds a row whose delivery was never scheduled (its publish was lost): the
    # other player's timeout email. (Turn emails still in their grace period are not its.)
    Notification.objects.filter(status=Notification.Status.PENDING).update(
        created_at=timezone.now() - timedelta(hours=1))
    with path("tick: outbox sweep"):
        assert tasks.deliver_pending() >= 1
    # Turn emails whose grace period is over.
    Notification.objects.filter(kind="your_turn", status=Notification.Status.PENDING).update(
        not_before=timezone.now() - timedelta(minutes=1))
    with path("tick: due turn emails"):
        assert tasks.deliver_due() >= 1

    # Daily digests: erin asked for one; what was held for her goes out in it.
    erin.notify = erin.Notify.DAILY_DIGEST
    erin.save(update_fields=["notify"])
    digest_game = services.create_game(creator=erin, ruleset_id="uigo", seats=[erin.pk, alice.pk])
    notify.notify_turn(digest_game, digest_game.seq, Seat.objects.filter(game=digest_game, player=erin))
    with path("tick: daily digests"):
        late = datetime.now(UTC).replace(hour=23, minute=30)
        assert send_due_digests(now=late) == 1
    with path("delivery: digest email"):
        _deliver("digest", player=erin)

    # A game played to its end: a move that stores a snapshot, and the last one, which also writes
    # the game-over emails. Every move of it goes to the move's path (each text is kept once).
    ended = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    chooser, seated = Random(1), seat_players(ended)
    with override_settings(GAMES_SNAPSHOT_EVERY=1):
        for _ in range(5_000):
            if ended.status != Game.Status.ACTIVE:
                break
            state = services.load_state(ended)
            ruleset = services.ruleset_for(ended)
            seat = chooser.choice(sorted(ruleset.to_move(state)))
            move = chooser.choice(ruleset.legal_moves(state, seat))
            with path("move: without an Idempotency-Key"):
                services.submit_move(game_id=ended.pk, player=seated[seat], move=move, expected_seq=ended.seq)
            ended.refresh_from_db()
    assert ended.status == Game.Status.FINISHED, "the game played to its end did not end"
    with path("delivery: game-over email"):
        _deliver("game_over", game=ended)


@pytest.fixture(scope="module")
def captured(django_db_setup, django_db_blocker) -> dict[str, list[query_plans.Statement]]:
    """The statements of each path of ``PATHS``, as ``drive`` ran them (and then rolled back)."""
    recorder = query_plans.Recorder()
    with django_db_blocker.unblock(), transaction.atomic():
        drive(recorder)
        transaction.set_rollback(True)
    return recorder.paths


@pytest.fixture(scope="module", params=list(TABLES))
def plans(request, captured, django_db_blocker) -> dict[str, list[query_plans.Finding]]:
    """For each path, its plans that read a large table whole, the tables filled as
    ``TABLES[request.param]`` says."""
    findings: dict[str, list[query_plans.Finding]] = {}
    with django_db_blocker.unblock():
        try:
            with transaction.atomic():
                query_plans.fill(TABLES[request.param])
                large = {table for table, rows in query_plans.row_counts(LARGE).items() if rows >= SMALL_ROWS}
                catalog = query_plans.Catalog.read()
                for name, statements in captured.items():
                    tables = large - {"players_player"} if name in WHOLE_PLAYERS_TOLERATED else large
                    findings[name] = [finding for statement in statements
                                      for finding in query_plans.whole_table_reads(statement, tables, catalog)]
                transaction.set_rollback(True)
        finally:
            query_plans.vacuum_analyze(query_plans.FILLED_TABLES)
    return findings


def describe(findings: list[query_plans.Finding]) -> str:
    return "\n\n".join(f"{found.plan} plan of {found.statement.short()}\nreads {', '.join(found.reads)}\n{found.text}"
                       for found in findings)


@pytest.mark.parametrize("name", PATHS)
def test_no_hot_statement_reads_a_whole_large_table(name, captured, plans):
    assert captured.get(name), f"the path {name!r} ran no statement: the driver no longer exercises it"
    assert not plans[name], describe(plans[name])


def test_every_recorded_path_is_checked(captured):
    assert sorted(captured) == sorted(PATHS)
