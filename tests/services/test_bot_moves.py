"""Bot seats in a game (games.services.bot_moves): a searching bot's move is asked of the "bots"
queue after the commit and arrives through the move path as a move like any other (the same
checks, events and stream announcement); a stale task plays nothing; "easy" bots, seats handed to
the autopilot and timeouts still play at once; a whole game against a "normal" bot plays through.

Celery runs eagerly in tests, and each test's transaction never commits: the tests that follow the
queue turn ``BOTS_ON_QUEUE`` on and run the commit hooks with ``django_capture_on_commit_callbacks``.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from config.celery import app
from games import services, tasks
from games.meta_events import AUTOPILOT, TIMEOUT
from games.models import Event, Game, Seat
from games.store import event_store

pytestmark = pytest.mark.django_db


@pytest.fixture
def on_queue(settings):
    settings.BOTS_ON_QUEUE = True


@pytest.fixture
def asked(monkeypatch):
    """The bot moves asked of the queue, as (game id, seat, seq), instead of being run at once."""
    calls: list[tuple[int, int, int]] = []
    monkeypatch.setattr(tasks.play_bot_move, "apply_async", lambda args, **_options: calls.append(tuple(args)))
    return calls


@pytest.fixture
def announced(monkeypatch):
    """The streams' wake-ups (EventStore.announce), as (game id, seq)."""
    calls: list[tuple[int, int]] = []
    store = type(event_store())
    original = store.announce

    def record(self, game_id, seq):
        calls.append((game_id, seq))
        return original(self, game_id, seq)

    monkeypatch.setattr(store, "announce", record)
    return calls


def against_a_bot(player, capture, level="normal", ruleset="uigo") -> Game:
    """A new game of ``player`` (seat 0) against a bot (seat 1); its commit hooks run (the bot, if
    it moves first, is asked for its move)."""
    with capture(execute=True):
        game = services.create_game(creator=player, ruleset_id=ruleset,
                                    seats=[player.pk, {"kind": "bot", "level": level}])
    game.refresh_from_db()
    return game


def play_first_legal(game: Game, player) -> services.MoveResult:
    game.refresh_from_db()
    ruleset, state = services.ruleset_for(game), services.load_state(game)
    return services.submit_move(game_id=game.pk, player=player, move=ruleset.legal_moves(state, 0)[0],
                                expected_seq=game.seq)


def until_the_bot_is_to_move(game: Game, player, capture) -> None:
    """Alice (seat 0) plays her first legal move until seat 1, the bot, is to move."""
    game.refresh_from_db()
    while game.to_move != [1]:
        assert game.status == Game.Status.ACTIVE and game.to_move == [0]
        with capture(execute=True):
            play_first_legal(game, player)
        game.refresh_from_db()


def test_the_bot_task_goes_to_the_bots_queue_alone():
    assert app.amqp.router.route({}, "games.tasks.play_bot_move")["queue"].name == "bots"
    assert app.amqp.router.route({}, "notifications.tasks.deliver")["queue"].name == "celery"


def test_a_bot_move_is_asked_of_the_queue_and_arrives_as_a_move(
        on_queue, asked, announced, players, django_capture_on_commit_callbacks):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks)
    until_the_bot_is_to_move(game, alice, django_capture_on_commit_callbacks)
    waiting_at = game.seq
    # Nothing was played for the bot in the transaction of Alice's move: it was asked for, after the commit.
    assert asked[-1] == (game.pk, 1, waiting_at)
    assert not Event.objects.filter(game=game, type=AUTOPILOT).exists()

    announced.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(game.pk, 1, waiting_at) is not None
    game.refresh_from_db()
    batch = list(Event.objects.filter(game=game, seq__gt=waiting_at).order_by("seq"))
    # A move like a player's, after the autopilot's marker, made by the system (no actor).
    assert batch[0].type == AUTOPILOT and batch[0].seat == 1 and batch[0].actor_id is None
    assert batch[1].seat == 1 and len(batch) >= 2 and {row.batch for row in batch} == {waiting_at + 1}
    # The streams were woken with the game's new seq, and the game is Alice's again (or over).
    assert (game.pk, game.seq) in announced
    assert game.seq > waiting_at and (game.to_move == [0] or game.status == Game.Status.FINISHED)


def test_a_task_for_a_seq_the_game_left_plays_nothing(on_queue, asked, players, django_capture_on_commit_callbacks):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks)
    until_the_bot_is_to_move(game, alice, django_capture_on_commit_callbacks)
    seq = game.seq
    with django_capture_on_commit_callbacks(execute=True):
        first = tasks.play_bot_move(game.pk, 1, seq)
    count = Event.objects.filter(game=game).count()
    # The same task again (asked twice, or delivered again): the game moved on, nothing is played.
    assert first is not None and tasks.play_bot_move(game.pk, 1, seq) is None
    assert services.play_bot_move(game_id=game.pk, seat=0, expected_seq=first) is None  # not a bot's seat
    assert Event.objects.filter(game=game).count() == count


def test_an_easy_bot_plays_at_once_without_the_queue(on_queue, asked, players, django_capture_on_commit_callbacks):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks, level="easy")
    for _ in range(6):
        game.refresh_from_db()
        if 0 not in game.to_move:
            break
        play_first_legal(game, alice)
    game.refresh_from_db()
    assert asked == [] and Event.objects.filter(game=game, type=AUTOPILOT).exists()
    assert game.to_move in ([0], [])


def test_a_bot_timeout_plays_at_once(on_queue, asked, players, django_capture_on_commit_callbacks):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks)
    until_the_bot_is_to_move(game, alice, django_capture_on_commit_callbacks)
    deadline = Seat.objects.get(game=game, seat=1).deadline
    assert deadline is not None  # the queue's task never ran (no worker): the deadline plays for it
    result = services.apply_timeout(game_id=game.pk, seat=1, expected_seq=game.seq, now=deadline + timedelta(seconds=1))
    assert result is not None
    game.refresh_from_db()
    batch = list(Event.objects.filter(game=game, seq__gt=result.seq - len(result.events)).order_by("seq"))
    assert batch[0].type == TIMEOUT and batch[0].seat == 1
    assert 1 not in game.to_move or game.status == Game.Status.FINISHED


def test_a_seat_its_player_left_is_played_at_once_by_the_autopilot(on_queue, asked, players):
    alice, bob = players[0], players[1]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    services.leave_game(game_id=game.pk, player=bob)
    for _ in range(4):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or 0 not in game.to_move:
            break
        play_first_legal(game, alice)
    game.refresh_from_db()
    assert asked == [] and Event.objects.filter(game=game, type=AUTOPILOT, seat=1).exists()


@pytest.mark.parametrize("level", ["normal"])
def test_a_two_player_uigo_game_against_a_bot_plays_to_the_end_through_the_queue(
        on_queue, players, django_capture_on_commit_callbacks, level):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks, level=level)
    for _ in range(500):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        # Each commit hands the bot's turn to the queue; the eager task plays it at once.
        assert game.to_move == [0], "the bot's move was not played through the queue"
        with django_capture_on_commit_callbacks(execute=True):
            play_first_legal(game, alice)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED and game.outcome["ranking"]
    bot_batches = Event.objects.filter(game=game, type=AUTOPILOT, seat=1).count()
    assert bot_batches > 10
    assert not Event.objects.filter(game=game, type=TIMEOUT).exists()
    assert timezone.now() >= game.finished_at


def test_a_bot_is_asked_for_once_per_seq(on_queue, asked, players, django_capture_on_commit_callbacks):
    """After one move the autopilot may look at the seats to move more than once (an "easy" bot
    moved, then the "normal" one is to move): the queue still gets one request per seat and seq."""
    alice = players[0]
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=alice, ruleset_id="uigo", seats=[
            alice.pk, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "normal"}])
    for _ in range(40):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        with django_capture_on_commit_callbacks(execute=True):
            if 0 in game.to_move:
                play_first_legal(game, alice)
            else:
                assert game.to_move == [2] and asked[-1] == (game.pk, 2, game.seq)
                tasks.play_bot_move(*asked[-1])
    assert len(asked) > 3 and len(asked) == len(set(asked))
    assert Event.objects.filter(game=game, type=AUTOPILOT, seat=1).exists()


def test_a_lost_bot_move_is_asked_again_by_the_sweep_once_per_seq(
        on_queue, asked, players, django_capture_on_commit_callbacks):
    alice = players[0]
    game = against_a_bot(alice, django_capture_on_commit_callbacks)
    until_the_bot_is_to_move(game, alice, django_capture_on_commit_callbacks)
    asked.clear()  # the task asked after Alice's move was lost (the broker restarted empty)
    # A game that moved a moment ago is left alone: its search may be under way.
    assert tasks.request_overdue_bot_moves() == 0
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now() - timedelta(minutes=5))
    assert tasks.request_overdue_bot_moves() == 1
    assert asked == [(game.pk, 1, game.seq)]
    assert tasks.request_overdue_bot_moves() == 0  # once per seq: a slow queue is not fed twice
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(*asked[0]) is not None
    game.refresh_from_db()
    assert game.seq > asked[0][2]
