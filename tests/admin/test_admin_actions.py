"""The admin's repairs as service functions, against PostgreSQL: each appends a ``meta:`` event
with the admin as actor (or an outbox row), updates the projections, and never edits history."""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.utils import timezone

from games import services
from games.describe import describe_event
from games.models import Event, Game, Seat, Snapshot
from games.services import admin_actions, core
from games.services.errors import BadRequest, NotFound, Unprocessable
from notifications.deadlines import scan
from outbox.models import Notification
from tests.playing import play_random_move, play_to_end, seat_players

pytestmark = pytest.mark.django_db


def new_game(players, ruleset="uigo", count=2, hours=24):
    return services.create_game(creator=players[0], ruleset_id=ruleset, seats=[p.pk for p in players[:count]],
                                move_time_limit=timedelta(hours=hours))


def history(game):
    return list(Event.objects.filter(game=game).order_by("seq").values_list("seq", "type", "seat", "data"))


def last_event(game):
    return Event.objects.filter(game=game).order_by("-seq").first()


# --- extend a deadline --------------------------------------------------------------------------

def test_extend_deadline_appends_an_event_and_moves_the_deadline(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    seat = game.to_move[0]
    before = Seat.objects.get(game=game, seat=seat).deadline
    logged = history(game)
    (event,) = admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=48),
                                             reason="flu")
    assert history(game)[: len(logged)] == logged  # nothing before it changed
    assert (event.type, event.seat, event.actor) == ("meta:deadline_extended", seat, admin)
    assert event.data["reason"] == "flu" and event.data["from"] == before.isoformat()
    after = Seat.objects.get(game=game, seat=seat).deadline
    assert after == before + timedelta(hours=48)
    game.refresh_from_db()
    assert game.deadline == after and game.seq == event.seq
    # The deadline scan no longer times the seat out when the old deadline passes.
    assert scan(now=before + timedelta(hours=1))["timeouts"] == 0
    assert scan(now=after + timedelta(seconds=1))["timeouts"] == 1


def test_extending_a_passed_deadline_counts_from_now(players, admin):
    game = new_game(players, hours=1)
    game.refresh_from_db()
    seat = Seat.objects.get(game=game, seat=game.to_move[0])
    Seat.objects.filter(pk=seat.pk).update(deadline=timezone.now() - timedelta(days=2))
    admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=5))
    seat.refresh_from_db()
    assert timedelta(hours=4) < seat.deadline - timezone.now() <= timedelta(hours=5)


def test_extend_deadline_refuses_bad_requests(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    other = 1 - game.to_move[0]
    seq = game.seq
    with pytest.raises(BadRequest):
        admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(0))
    with pytest.raises(BadRequest):
        admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(days=365))
    with pytest.raises(Unprocessable):
        admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=1), seat=other)
    with pytest.raises(NotFound):
        admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=1), seat=7)
    with pytest.raises(NotFound):
        admin_actions.extend_deadline(game_id=10**9, admin=admin, by=timedelta(hours=1))
    assert Event.objects.filter(game=game).count() == seq


# --- resend the last notification ---------------------------------------------------------------

def test_resend_queues_a_copy_of_the_last_notification(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    original = Notification.objects.filter(game=game).order_by("-created_at", "-pk").first()
    assert original.kind == "your_turn"
    count = Notification.objects.count()
    copy = admin_actions.resend_last_notification(game_id=game.pk, admin=admin)
    assert Notification.objects.count() == count + 1
    assert (copy.kind, copy.email, copy.player, copy.status) == (original.kind, original.email, original.player,
                                                                  "pending")
    assert copy.key != original.key and copy.context["seq"] == original.context["seq"]
    event = last_event(game)
    assert (event.type, event.actor, event.data["notification"]) == ("meta:notification_resent", admin, original.pk)


def test_resend_to_one_seat_and_respects_preferences(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    waiting = 1 - game.to_move[0]
    with pytest.raises(NotFound):  # nobody wrote to the seat that is not to move yet
        admin_actions.resend_last_notification(game_id=game.pk, admin=admin, seat=waiting)
    mover = Seat.objects.get(game=game, seat=game.to_move[0]).player
    mover.notify = mover.Notify.NONE
    mover.save()
    copy = admin_actions.resend_last_notification(game_id=game.pk, admin=admin, seat=game.to_move[0])
    assert copy.player == mover and copy.status == "skipped"


# --- replace a player ---------------------------------------------------------------------------

def test_replace_player_hands_the_seat_over(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    seat = game.to_move[0]
    leaving, arriving = players[seat], players[3]
    event = admin_actions.replace_player(game_id=game.pk, admin=admin, seat=seat, player=arriving, reason="left")
    assert (event.type, event.seat, event.actor) == ("meta:seat_replaced", seat, admin)
    assert event.data == {"from_player": leaving.pk, "to_player": arriving.pk, "autopilot": False, "reason": "left"}
    row = Seat.objects.get(game=game, seat=seat)
    assert row.player == arriving and row.deadline > timezone.now() + timedelta(hours=23)
    # One email each, with the reason: the newcomer's is their "your turn" too (the seat is to move).
    told = {row.player_id: row.context for row in Notification.objects.filter(game=game, kind="seat_replaced")}
    assert told[arriving.pk] == {"seq": event.seq, "seat": seat, "reason": "left", "autopilot": False,
                                 "role": "new", "to_move": True}
    assert told[leaving.pk]["role"] == "previous" and told[leaving.pk]["reason"] == "left"
    assert not Notification.objects.filter(game=game, player=arriving, kind="your_turn").exists()
    # The newcomer plays; the one who left no longer can.
    game.refresh_from_db()
    ruleset, state = services.ruleset_for(game), services.load_state(game)
    move = ruleset.legal_moves(state, seat)[0]
    with pytest.raises(services.ServiceError):
        services.submit_move(game_id=game.pk, player=leaving, move=move, expected_seq=game.seq)
    services.submit_move(game_id=game.pk, player=arriving, move=move, expected_seq=game.seq)


def test_replace_player_refusals(players, admin):
    game = new_game(players)
    seq = Game.objects.get(pk=game.pk).seq
    with pytest.raises(Unprocessable):
        admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, player=players[1])  # seated already
    with pytest.raises(Unprocessable):
        admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, player=players[0])  # same player
    with pytest.raises(BadRequest):
        admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0)  # neither player nor autopilot
    with pytest.raises(BadRequest):
        admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, player=players[3], autopilot=True)
    assert Event.objects.filter(game=game).count() == seq


def test_autopilot_plays_every_turn_of_its_seat_to_the_end(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    robot = 1
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=robot, autopilot=True)
    assert core.autopilot_seats(game) == {robot}
    assert Seat.objects.get(game=game, seat=robot).player is None
    game.refresh_from_db()
    assert robot not in game.to_move  # it moved at once if it was its turn
    human = {0: players[0]}
    moves = 0
    while game.status == Game.Status.ACTIVE:
        assert game.to_move == [0]
        play_random_move(game, Random(moves), human)
        game.refresh_from_db()
        moves += 1
        assert moves < 2000
    assert game.status == Game.Status.FINISHED
    markers = Event.objects.filter(game=game, type="meta:autopilot")
    assert markers.exists() and all(m.seat == robot and m.actor is None for m in markers)
    # No "your turn" email was written for the robot's seat after the handover.
    handover = Event.objects.get(game=game, type="meta:seat_replaced").seq
    assert not Notification.objects.filter(game=game, kind="your_turn", context__seat=robot,
                                            context__seq__gt=handover).exists()
    assert admin_actions.verify_replay(game).ok


def test_a_timeout_hands_the_turn_to_the_autopilot(players, admin):
    game = new_game(players, hours=1)
    game.refresh_from_db()
    human = game.to_move[0]
    robot = 1 - human
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=robot, autopilot=True)
    scan(now=timezone.now() + timedelta(hours=2))  # the human times out; the robot answers at once
    game.refresh_from_db()
    types = list(Event.objects.filter(game=game).order_by("seq").values_list("type", flat=True))
    assert "meta:timeout" in types and types.index("meta:autopilot") > types.index("meta:timeout")
    assert game.to_move == [human]


def test_a_player_takes_an_autopilot_seat_back(players, admin):
    game = new_game(players)
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=1, autopilot=True)
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=1, player=players[2])
    game.refresh_from_db()
    assert core.autopilot_seats(game) == set()
    assert Seat.objects.get(game=game, seat=1).player == players[2]


# --- abort --------------------------------------------------------------------------------------

def test_abort_an_active_game(players, admin):
    game = new_game(players)
    logged = history(game)
    event = admin_actions.abort_game(game_id=game.pk, admin=admin, reason="cheating")
    assert history(game)[: len(logged)] == logged
    assert (event.type, event.actor, event.data) == ("meta:aborted", admin, {"reason": "cheating", "by_admin": True})
    game.refresh_from_db()
    assert (game.status, game.to_move, game.deadline) == ("aborted", [], None)
    assert not Seat.objects.filter(game=game, is_to_move=True).exists()
    assert Notification.objects.filter(game=game, kind="game_aborted").count() == 2
    with pytest.raises(Unprocessable):
        admin_actions.abort_game(game_id=game.pk, admin=admin)
    with pytest.raises(Unprocessable):
        admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=1))
    assert scan(now=timezone.now() + timedelta(days=9))["timeouts"] == 0


def test_abort_a_waiting_game_cancels_its_invitations(players, admin):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "new@example.org"])
    admin_actions.abort_game(game_id=game.pk, admin=admin)
    game.refresh_from_db()
    assert game.status == "aborted" and game.seq == 1
    assert game.invitations.get().status == "cancelled"
    assert set(Notification.objects.filter(kind="game_aborted").values_list("email", flat=True)) == {
        players[0].email, "new@example.org"}


# --- the log describes every admin action --------------------------------------------------------

def test_the_log_describes_admin_actions(players, admin):
    game = new_game(players)
    game.refresh_from_db()
    admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=2))
    admin_actions.resend_last_notification(game_id=game.pk, admin=admin)
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=1, player=players[2])
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=1, autopilot=True)
    admin_actions.abort_game(game_id=game.pk, admin=admin)
    ruleset = services.ruleset_for(game)
    names = ["Théo", "Gabriel"]
    texts = [describe_event(ruleset, row, None, names, "en")
             for row in Event.objects.filter(game=game, type__startswith="meta:").order_by("seq")]
    assert texts[0].startswith("An administrator gave ") and " more time: until " in texts[0]
    assert texts[1] == "An administrator sent the last notification again."
    assert texts[2] == "An administrator handed the seat of Sonia to Gabriel."
    assert texts[3] == "An administrator handed the seat of Gabriel to the autopilot."
    assert set(texts[4:-1]) <= {"The autopilot played the following move."}
    assert texts[-1] == "The game was aborted."


def test_every_meta_event_matches_its_published_schema(players, admin):
    """The ``data`` of each ``meta:`` type, as the services write it, validates against the
    JSON Schema the API publishes for it (``games.meta_events.DATA_SCHEMAS``, ``Meta{Type}EventData``)."""
    from jsonschema import Draft202012Validator

    from games.meta_events import DATA_SCHEMAS
    from games.services.vacations import set_vacation

    game = new_game(players, hours=1)
    game.refresh_from_db()
    human = game.to_move[0]
    admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(hours=2))
    admin_actions.resend_last_notification(game_id=game.pk, admin=admin)
    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=1 - human, autopilot=True)
    scan(now=timezone.now() + timedelta(hours=4))  # the human times out; the autopilot answers
    human_player = Seat.objects.get(game=game, seat=human).player
    set_vacation(player=human_player, start=timezone.now(), end=timezone.now() + timedelta(days=2))  # meta:vacation
    admin_actions.abort_game(game_id=game.pk, admin=admin)
    rows = list(Event.objects.filter(game=game, type__startswith="meta:").values_list("type", "data"))
    # The takeback events are checked in tests/services/test_takebacks.py; meta:forced and
    # meta:conditional where they are played (tests/services/test_forced_moves.py, test_conditional_moves.py).
    assert {kind for kind, _data in rows} == {kind for kind in DATA_SCHEMAS if "takeback" not in kind} - {
        "meta:forced", "meta:conditional"}
    for kind, data in rows:
        errors = [error.message for error in Draft202012Validator(DATA_SCHEMAS[kind]).iter_errors(data)]
        assert errors == [], (kind, data)


# --- snapshots are a cache ----------------------------------------------------------------------

def test_rebuilding_snapshots_changes_no_answer(players, settings):
    settings.GAMES_SNAPSHOT_EVERY = 10
    game = new_game(players)
    play_to_end(game, seed=3)
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    before = {at: services.load_state(game, at=at) for at in (5, 37, game.seq // 2, game.seq)}
    views = {seat: ruleset.view(services.load_state(game), seat) for seat in (None, 0, 1)}
    old = set(Snapshot.objects.filter(game=game).values_list("seq", flat=True))
    Snapshot.objects.filter(game=game).update(state={"poisoned": True})  # a corrupt cache…
    result = admin_actions.rebuild_snapshots(game_id=game.pk)  # …is rebuilt from the events
    assert result.dropped == len(old) and result.created >= game.seq // 10
    assert set(Snapshot.objects.filter(game=game).values_list("seq", flat=True)) == {
        *range(10, game.seq + 1, 10), game.seq}
    assert {at: services.load_state(game, at=at) for at in before} == before
    assert {seat: ruleset.view(services.load_state(game), seat) for seat in views} == views
    Snapshot.objects.filter(game=game).delete()  # and with no cache at all, the same answers
    assert {at: services.load_state(game, at=at) for at in before} == before
    assert admin_actions.verify_replay(game).ok


def test_verify_replay_reports_a_snapshot_that_differs(players):
    game = new_game(players)
    for number in range(30):
        play_random_move(game, Random(number), seat_players(game))
    game.refresh_from_db()
    assert admin_actions.verify_replay(game).ok
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    state["poisoned"] = 1
    Snapshot.objects.create(game=game, seq=game.seq, rules_version=ruleset.rules_version, state=state)
    report = admin_actions.verify_replay(game)
    assert not report.ok and f"after seq {game.seq} differs" in report.problems[0] and "poisoned" in report.problems[0]
