"""Each bot decision is searched once, and is never lost (games.services.bot_moves,
commands.play_bot_move), with several "bots" workers:

- two bots to move at once (Grænaland's simultaneous phases) search side by side; the one that
  finishes second still plays its move, chosen before the first one's move landed, since nothing
  it could see or choose from changed (the rule players' simultaneous moves follow,
  ``_decided_alongside``), and the request made for it after the first one's move searches nothing;
- a second task for a seat whose search is under way (the sweep's, a redelivery, the request
  after the other bot's move) searches nothing;
- a move made stale meanwhile by something else than another seat's move (a player setting a
  vacation appends ``meta:vacation``) is asked for again at once, not left to the sweep.

Two workers are played by one test: the search of one seat (``bot_moves.choose``, wrapped) runs
the other task before it returns, as a worker beside it would. The queue's requests are recorded
(``asked``) and run by the test.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services, tasks
from games.meta_events import AUTOPILOT
from games.models import Event, Game
from games.services import bot_moves, vacations

pytestmark = pytest.mark.django_db


@pytest.fixture
def asked(settings, monkeypatch):
    """The bot moves asked of the "bots" queue, as (game id, seat, seq), left for the test to run."""
    settings.BOTS_ON_QUEUE = True
    calls: list[tuple[int, int, int]] = []
    monkeypatch.setattr(tasks.play_bot_move, "apply_async", lambda args, **_options: calls.append(tuple(args)))
    return calls


class Searches(list):
    """Every bot search, as (seat, seq); ``meanwhile[seat]``: what runs while that seat's next
    search is under way (once), as another worker or a person would act then."""

    def __init__(self) -> None:
        super().__init__()
        self.meanwhile: dict = {}


@pytest.fixture
def searches(monkeypatch) -> Searches:
    original = bot_moves.choose
    done = Searches()

    def choose(game, ruleset, state, row, **options):
        done.append((row.seat, game.seq))
        move = original(game, ruleset, state, row, **options)
        if row.seat in done.meanwhile:
            done.meanwhile.pop(row.seat)()
        return move

    monkeypatch.setattr(bot_moves, "choose", choose)
    return done


def two_bots_to_move_at_once(player, asked, capture) -> Game:
    """A Grænaland game of ``player`` (seat 0) and two "normal" bots, at a decision both bots make
    at once (asked of the queue for both at the same seq)."""
    with capture(execute=True):
        game = services.create_game(creator=player, ruleset_id="graenaland", seats=[
            player.pk, {"kind": "bot", "level": "normal"}, {"kind": "bot", "level": "normal"}])
    for _ in range(200):
        game.refresh_from_db()
        if {(game.pk, 1, game.seq), (game.pk, 2, game.seq)} <= set(asked):
            return game
        with capture(execute=True):
            if 0 in game.to_move:
                ruleset, state = services.ruleset_for(game), services.load_state(game)
                services.submit_move(game_id=game.pk, player=player, move=ruleset.legal_moves(state, 0)[0],
                                     expected_seq=game.seq)
            else:
                tasks.play_bot_move(*next(request for request in asked if request[2] == game.seq))
    raise AssertionError("the two bots were never to move at once")


def moved(game: Game, seat: int, after: int) -> bool:
    return Event.objects.filter(game=game, type=AUTOPILOT, seat=seat, seq__gt=after).exists()


def test_two_bots_to_move_at_once_each_search_once_side_by_side(
        players, asked, searches, django_capture_on_commit_callbacks):
    game = two_bots_to_move_at_once(players[0], asked, django_capture_on_commit_callbacks)
    at = game.seq
    # Seat 2's search is under way when the worker beside it plays seat 1's move.
    searches.meanwhile[2] = lambda: tasks.play_bot_move(game.pk, 1, at)
    with django_capture_on_commit_callbacks(execute=True):
        played = tasks.play_bot_move(game.pk, 2, at)
    assert played is not None, "seat 2's move, chosen before seat 1's move landed, was dropped"
    assert moved(game, 1, at) and moved(game, 2, at) and searches == [(2, at), (1, at)]
    # The request made for seat 2 after seat 1's move (its search was under way) searches nothing.
    game.refresh_from_db()
    stale = [request for request in asked if request[1] in (1, 2) and at < request[2] < game.seq]
    assert any(request[1] == 2 for request in stale), asked
    with django_capture_on_commit_callbacks(execute=True):
        for request in stale:
            assert tasks.play_bot_move(*request) is None
    assert searches == [(2, at), (1, at)]


def test_a_second_task_for_a_seat_being_searched_searches_nothing(
        players, asked, searches, django_capture_on_commit_callbacks):
    game = two_bots_to_move_at_once(players[0], asked, django_capture_on_commit_callbacks)
    at = game.seq
    duplicate: list = []
    # The sweep asks again for seat 1 (its task looked lost) while a worker is searching it.
    searches.meanwhile[1] = lambda: duplicate.append(tasks.play_bot_move(game.pk, 1, at))
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(game.pk, 1, at) is not None
    assert duplicate == [None] and searches == [(1, at)]
    # The claim is gone with the search: seat 2 is searched as usual, and so is seat 1 later.
    with django_capture_on_commit_callbacks(execute=True):
        game.refresh_from_db()
        assert tasks.play_bot_move(game.pk, 2, game.seq) is not None or moved(game, 2, at)
    assert not bot_moves.search_under_way(game.pk, 1) and not bot_moves.search_under_way(game.pk, 2)


def test_a_bot_move_made_stale_by_a_vacation_is_asked_for_again_at_once(
        players, asked, searches, django_capture_on_commit_callbacks):
    alice = players[0]
    game = two_bots_to_move_at_once(alice, asked, django_capture_on_commit_callbacks)
    at = game.seq
    now = timezone.now()
    # Alice plans a vacation while seat 1 is being searched: meta:vacation moves the game on.
    searches.meanwhile[1] = lambda: vacations.set_vacation(
        player=alice, start=now + timedelta(days=2), end=now + timedelta(days=6), checked=True, counted=False)
    asked.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(game.pk, 1, at) is None  # stale: not played at a seq it did not see
    game.refresh_from_db()
    assert game.seq == at + 1 and not moved(game, 1, at)
    assert (game.pk, 1, game.seq) in asked  # asked again at once, not after the sweep's delay
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(game.pk, 1, game.seq) is not None
    assert moved(game, 1, at)


def test_without_the_cache_a_bot_still_searches_and_plays(players, asked, searches, monkeypatch,
                                                         django_capture_on_commit_callbacks):
    """The claim is an economy: a cache that is away costs a duplicate search at worst, never a move."""
    game = two_bots_to_move_at_once(players[0], asked, django_capture_on_commit_callbacks)

    def away(*_args, **_kwargs):
        raise ConnectionError("the cache is away")

    monkeypatch.setattr(bot_moves.cache, "add", away)
    monkeypatch.setattr(bot_moves.cache, "delete", away)
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(game.pk, 1, game.seq) is not None
    assert searches == [(1, game.seq)]
