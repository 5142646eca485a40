"""Optimistic concurrency (DESIGN.md "Event store", docs/design/move-path.md "A move needs no
lock…"), with real threads on real connections (``transaction=True``): nothing here is mocked or
paused, the threads start together at a barrier and race as they would in production, many times over.

- A stale ``expected_seq`` gets a 409 and writes nothing at all (events, game row, seats,
  snapshots, outbox), on the unlocked path (no key) and the locked one (with a key).
- Moves posted at the same seq from several connections: exactly one is appended, every other
  gets 409 ``stale_seq``; no duplicate seq, no gap.
- Two seats of a simultaneous choice answering at once: both stand, one after the other (the
  other's choice changed nothing the second could choose from); a seat still deciding keeps the
  clock it had when the other answered (no lost update of the seat rows).
- A move racing a timeout, an admin abort, a deadline extension: one serial order wins, never both
  halves of two.
- After every race the log and every projection are what a fold of the log gives.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from games import services
from games.models import Event, Game, Seat
from games.services import admin_actions
from tests.contracts.support import (
    assert_projections_follow_the_log,
    new_game,
    next_move,
    run_together,
    seat_players,
    snapshot_of_rows,
)
from tests.services.duel import duel_registered

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 8  # races per test: enough for both orders to come up on two cores


def submit(game_id: int, player, move: dict, seq: int, key: str | None = None):
    return lambda: services.submit_move(
        game_id=game_id, player=player, move=move, expected_seq=seq, idempotency_key=key
    )


@pytest.mark.parametrize("key", [None, "with-a-key"], ids=["unlocked", "locked"])
def test_a_stale_expected_seq_is_409_and_writes_nothing(players, client_for, key):
    game = new_game(players)
    seq, seat, move = next_move(game.pk)
    services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=seq)
    seq2, seat2, move2 = next_move(game.pk)
    before = snapshot_of_rows(game.pk)
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    for stale in (seq, 0, seq2 - 1):
        response = client_for(players[seat2]).post(
            f"/api/games/{game.pk}/moves/", {"move": move2, "expected_seq": stale}, format="json", **headers
        )
        assert response.status_code == 409 and response.json()["code"] == "stale_seq", response.content
        assert response.json()["seq"] == seq2
        assert snapshot_of_rows(game.pk) == before, "a refused move wrote something"


@pytest.mark.parametrize("keys", ["none", "all", "mixed"])
def test_many_connections_posting_at_the_same_seq_append_exactly_once(players, keys):
    game = new_game(players)
    for race in range(ROUNDS):
        seq, seat, move = next_move(game.pk)
        chosen = {
            "none": [None] * 4,
            "all": [f"r{race}-{i}" for i in range(4)],
            "mixed": [f"r{race}-{i}" if i % 2 else None for i in range(4)],
        }[keys]
        outcomes = run_together([submit(game.pk, players[seat], move, seq, key) for key in chosen])
        winners = [outcome for outcome in outcomes if isinstance(outcome, services.MoveResult)]
        assert len(winners) == 1, outcomes
        assert sorted(o for o in outcomes if isinstance(o, str)) == ["stale_seq"] * 3, outcomes
        assert Event.objects.filter(game=game, batch=seq + 1).count() == len(winners[0].events)
        assert_projections_follow_the_log(game.pk)


@pytest.mark.parametrize("keys", [False, True], ids=["unlocked", "locked"])
def test_two_seats_answering_a_simultaneous_choice_at_once_both_stand(players, keys):
    """Both seats of a Duel answer at the same seq at once: one is written first, and the other,
    only the first seat having chosen since, stands too (never ``stale_seq``); the round is
    revealed once, and both seats get a new clock for the next round."""
    with duel_registered():
        for race in range(ROUNDS):
            game = new_game(players, "duel", move_time_limit=timedelta(hours=5))
            seq = game.seq
            clocks = {row.seat: (row.deadline, row.turn_started_at) for row in Seat.objects.filter(game=game)}
            seated = seat_players(game)
            move = {"type": "choose", "number": 2}
            outcomes = run_together(
                [
                    submit(game.pk, seated[seat], move, seq, f"{race}-{seat}" if keys else None)
                    for seat in (0, 1)
                ]
            )
            assert all(isinstance(outcome, services.MoveResult) for outcome in outcomes), outcomes
            assert sorted(outcome.seq for outcome in outcomes) == [seq + 1, seq + 3]
            types = list(Event.objects.filter(game=game, seq__gt=seq).order_by("seq").values_list("type", flat=True))
            assert types == ["number_chosen", "number_chosen", "round_revealed"]
            for row in Seat.objects.filter(game=game):
                assert row.is_to_move and row.turn_started_at != clocks[row.seat][1], "no new clock for round 2"
            assert_projections_follow_the_log(game.pk)


def test_a_seat_still_deciding_keeps_its_clock_when_the_other_answers(players):
    with duel_registered():
        game = new_game(players, "duel", move_time_limit=timedelta(hours=5))
        clocks = {row.seat: (row.deadline, row.turn_started_at) for row in Seat.objects.filter(game=game)}
        seated = seat_players(game)
        services.submit_move(game_id=game.pk, player=seated[0], move={"type": "choose", "number": 2},
                             expected_seq=game.seq)
        row = Seat.objects.get(game=game, seat=1)
        assert row.is_to_move and (row.deadline, row.turn_started_at) == clocks[1], (
            "the seat still deciding lost its clock"
        )
        assert_projections_follow_the_log(game.pk)


def test_a_move_racing_its_own_timeout_lands_once(players):
    for _race in range(ROUNDS):
        game = new_game(players, move_time_limit=timedelta(hours=1))
        seq, seat, move = next_move(game.pk)
        deadline = Seat.objects.get(game=game, seat=seat).deadline
        outcomes = run_together(
            [
                submit(game.pk, players[seat], move, seq),
                lambda game=game, seat=seat, seq=seq, deadline=deadline: services.apply_timeout(
                    game_id=game.pk, seat=seat, expected_seq=seq, now=deadline + timedelta(seconds=1)
                ),
            ]
        )
        moved, timed_out = outcomes
        assert isinstance(moved, services.MoveResult) != isinstance(timed_out, services.MoveResult), outcomes
        if timed_out is None:
            assert isinstance(moved, services.MoveResult)
        else:
            assert moved == "stale_seq"
        batches = assert_projections_follow_the_log(game.pk)
        assert len([batch for batch in batches if batch[0].seq > seq]) == 1
        assert Event.objects.filter(game=game, type="meta:timeout").count() == (0 if timed_out is None else 1)


def test_a_move_racing_an_abort_never_lands_after_it(players, make_player):
    admin = make_player("Admin")
    for _race in range(ROUNDS):
        game = new_game(players)
        seq, seat, move = next_move(game.pk)
        moved, aborted = run_together(
            [
                submit(game.pk, players[seat], move, seq),
                lambda game=game: admin_actions.abort_game(game_id=game.pk, admin=admin, reason="race"),
            ]
        )
        assert isinstance(aborted, Event) and aborted.type == "meta:aborted"
        rows = list(Event.objects.filter(game=game).order_by("seq"))
        assert rows[-1].type == "meta:aborted", "something was appended after the abort"
        if isinstance(moved, services.MoveResult):
            assert aborted.seq == moved.seq + 1
        else:
            assert moved in {"game_not_active", "stale_seq"}, moved
            assert aborted.seq == seq + 1
        game.refresh_from_db()
        assert game.status == Game.Status.ABORTED and game.to_move == [] and game.deadline is None
        assert_projections_follow_the_log(game.pk)


def test_a_move_racing_a_deadline_extension_keeps_a_consistent_clock(players, make_player):
    admin = make_player("Admin")
    for _race in range(ROUNDS):
        game = new_game(players, move_time_limit=timedelta(hours=2))
        seq, seat, move = next_move(game.pk)
        moved, extended = run_together(
            [
                submit(game.pk, players[seat], move, seq),
                lambda game=game: admin_actions.extend_deadline(
                    game_id=game.pk, admin=admin, by=timedelta(days=1)
                ),
            ]
        )
        assert isinstance(extended, list) and len(extended) == 1
        assert moved == "stale_seq" or isinstance(moved, services.MoveResult), moved
        batches = assert_projections_follow_the_log(game.pk)
        game.refresh_from_db()
        (to_move,) = game.to_move
        row = Seat.objects.get(game=game, seat=to_move)
        ext = extended[0]
        if batches[-1][0].type == "meta:deadline_extended":
            # The extension came last: the seat it names (still to move) has its new deadline.
            assert ext.seat == to_move and row.deadline.isoformat() == ext.data["to"]
        else:
            # The move came last: the extended seat's turn ended, the next seat has a fresh clock.
            assert row.deadline == row.turn_started_at + game.move_time_limit


def test_two_deadline_scans_at_once_time_each_seat_out_once(players):
    from notifications import deadlines

    games = [new_game(players, move_time_limit=timedelta(hours=1)) for _ in range(6)]
    # Just past every deadline: a timeout starts the next seat's clock at the real time, so its
    # deadline (an hour later) must not be past ``now`` too, or a second scan rightly times it out
    # (with a whole second of margin, a timeout within a second of the last game's creation did).
    now = max(Game.objects.get(pk=game.pk).deadline for game in games) + timedelta(microseconds=1)
    first, second = run_together([lambda: deadlines.scan(now=now), lambda: deadlines.scan(now=now)])
    assert first["timeouts"] + second["timeouts"] == len(games), (first, second)
    for game in games:
        timeouts = list(Event.objects.filter(game=game, type="meta:timeout"))
        assert len(timeouts) == 1
        following = Event.objects.filter(game=game, batch=timeouts[0].seq).exclude(pk=timeouts[0].pk)
        assert following.exists() and all(event.actor_id is None for event in following), (
            "a timeout is applied as the system"
        )
        assert all(event.seat == timeouts[0].seat for event in following if event.seat is not None)
        assert_projections_follow_the_log(game.pk)
