"""Safe takebacks over all five games, through the services and PostgreSQL.

- A move that revealed something (a card drawn or shown, a secret, a random draw) is never taken
  back: the request is refused, so there is nothing for the others to accept.
- A move that revealed nothing, that no other player has seen or answered, is taken back at once.
- Seen by another player, it is taken back only once every other player has accepted, and a
  move by anyone voids the request.
- Random playouts that take moves back wherever they may keep the fold, the snapshots, the
  projections and the admin's replay check in agreement.

Which moves reveal is decided here independently of the service's own search (the move is
known: the test made it), with the game's real rng watched.
"""

from __future__ import annotations

import hashlib
import json
from random import Random

import pytest
from jsonschema import Draft202012Validator

from games import services
from games.engine import fold, rng_for
from games.meta_events import DATA_SCHEMAS, TAKEBACK, TAKEBACK_REQUESTED, honour_takebacks
from games.models import Event, Game, Seat, Snapshot
from games.services import takebacks
from games.services.admin_actions import verify_replay
from games.services.errors import Conflict, Unprocessable
from games.services.reads import STATE_CACHE
from games.services.takebacks import _WatchedRandom
from tests.playing import seat_players

GAMES = [("uigo", 3), ("knarr", 2), ("fjords", 2), ("greenland", 2), ("graenaland", 3)]
IDS = [game for game, _count in GAMES]


def start(players, ruleset_id: str, count: int, seed: int = 0) -> Game:
    return services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players[:count]],
                                options={}, seed=hashlib.sha256(f"{ruleset_id}:{seed}".encode()).hexdigest())


def silent(game: Game, state, seat: int, move: dict) -> bool:
    """Whether ``move`` of ``seat`` in ``state`` (the game's current one) reveals nothing, judged
    from the move itself with the rng the service will hand it."""
    ruleset = services.ruleset_for(game)
    rng = _WatchedRandom()
    rng.setstate(rng_for(game.seed, game.seq).getstate())
    rng.used = False
    events = json.loads(json.dumps(ruleset.decide(state, seat, move, rng)))
    readers = [None, *range(Seat.objects.filter(game=game).count())]
    after = fold(ruleset, events, state)
    return (not rng.used and all([ruleset.redact(e, r) for e in events] == events for r in readers)
            and all(e["type"] in ruleset.silent_events for e in events)
            and not ruleset.move_reveals(state, seat, move, events) and ruleset.outcome(after) is None)


def plain(state):
    return json.loads(json.dumps(state))


def play(game: Game, seat: int, move: dict, players: dict) -> None:
    game.seq = services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq).seq


def refold(game: Game, at: int):
    """The state after ``at`` from the events alone, taken-back moves left out."""
    rows = Event.objects.filter(game=game, seq__lte=at).order_by("seq")
    kept = honour_takebacks([(row.type, row.seat, row.data) for row in rows])
    return fold(services.ruleset_for(game), [{"type": t, "seat": s, "data": d} for t, s, d in kept])


def find_moves(game: Game, chooser: Random, players: dict, want_silent: bool, limit: int = 600):
    """Play random moves until the seat to move has a move that is (``want_silent``) or is not
    silent; return (seat, move, state before it), or ``None`` if none came within ``limit``."""
    ruleset = services.ruleset_for(game)
    for _ in range(limit):
        state = services.load_state(game)
        if ruleset.outcome(state) is not None:
            return None
        seat = chooser.choice(sorted(ruleset.to_move(state)))
        moves = ruleset.legal_moves(state, seat)
        fitting = [move for move in moves if silent(game, state, seat, move) == want_silent]
        if fitting:
            return seat, chooser.choice(fitting), state
        play(game, seat, chooser.choice(moves), players)
    return None


@pytest.mark.parametrize("ruleset_id,count", GAMES, ids=IDS)
def test_a_move_that_revealed_something_is_never_taken_back(ruleset_id, count, players):
    game = start(players, ruleset_id, count)
    players_by_seat = seat_players(game)
    chooser = Random(7)
    for _ in range(3):
        found = find_moves(game, chooser, players_by_seat, want_silent=False)
        assert found is not None
        seat, move, _state = found
        play(game, seat, move, players_by_seat)
        seq = game.seq
        with pytest.raises(Unprocessable) as refused:
            takebacks.request_takeback(game_id=game.pk, player=players_by_seat[seat])
        assert refused.value.code in {takebacks.REVEALED, takebacks.NOTHING}
        # Nobody can agree to it either: there is no request to answer.
        other = next(s for s in players_by_seat if s != seat)
        with pytest.raises(Unprocessable) as no_request:
            takebacks.answer_takeback(game_id=game.pk, player=players_by_seat[other], accept=True)
        assert no_request.value.code == takebacks.NO_REQUEST
        game.refresh_from_db()
        assert game.seq == seq and not Event.objects.filter(game=game, type=TAKEBACK).exists()
        assert not takebacks.offer(game, list(game.seats.all()), players_by_seat[seat]).can_request


@pytest.mark.parametrize("ruleset_id,count", [case for case in GAMES if case[0] != "uigo"],
                         ids=[game for game in IDS if game != "uigo"])
def test_a_silent_move_nobody_saw_is_taken_back_at_once(ruleset_id, count, players):
    game = start(players, ruleset_id, count)
    players_by_seat = seat_players(game)
    found = find_moves(game, Random(3), players_by_seat, want_silent=True)
    assert found is not None, "no move that reveals nothing came up"
    seat, move, before = found
    to_move = sorted(services.ruleset_for(game).to_move(before))
    play(game, seat, move, players_by_seat)
    seq = game.seq
    game.refresh_from_db()
    offered = takebacks.offer(game, list(game.seats.all()), players_by_seat[seat])
    assert offered.can_request and offered.instant
    assert takebacks.request_takeback(game_id=game.pk, player=players_by_seat[seat]) is True
    game.refresh_from_db()
    STATE_CACHE.clear()
    assert plain(services.load_state(game)) == plain(before)
    assert sorted(game.to_move) == to_move and seat in game.to_move
    rows = list(Event.objects.filter(game=game, seq__gt=seq).order_by("seq"))
    assert [row.type for row in rows] == [TAKEBACK_REQUESTED, TAKEBACK]
    assert rows[1].data == {"batch": rows[0].data["batch"], "last": seq}
    assert Snapshot.objects.filter(game=game, seq=game.seq).exists()
    # The move was the last one: once taken back there is nothing more of it to take back.
    with pytest.raises(Unprocessable):
        takebacks.request_takeback(game_id=game.pk, player=players_by_seat[seat])
    # The same move can be made again.
    play(game, seat, move, players_by_seat)


def test_uigo_has_no_silent_move(players):
    """Every UIGO! move plays or places a card from a hidden hand (README, "Takebacks")."""
    game = start(players, "uigo", 3)
    assert find_moves(game, Random(1), seat_players(game), want_silent=True, limit=60) is None


def _silent_move_played(players, ruleset_id="fjords", count=2):
    game = start(players, ruleset_id, count)
    players_by_seat = seat_players(game)
    seat, move, before = find_moves(game, Random(3), players_by_seat, want_silent=True)
    play(game, seat, move, players_by_seat)
    return game, players_by_seat, seat, before


def test_a_silent_move_another_player_saw_needs_everyone_to_accept(players):
    game, by_seat, seat, before = _silent_move_played(players, "graenaland", 3)
    Seat.objects.filter(game=game).exclude(seat=seat).update(seen_seq=game.seq)
    game.refresh_from_db()
    assert takebacks.offer(game, list(game.seats.all()), by_seat[seat]).instant is False
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    others = [s for s in by_seat if s != seat]
    game.refresh_from_db()
    pending = takebacks.offer(game, list(game.seats.all()), by_seat[others[0]])
    assert pending.pending and pending.must_answer and pending.requester == seat
    with pytest.raises(Conflict):
        takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[others[0]], accept=True) is False
    with pytest.raises(Conflict):
        takebacks.answer_takeback(game_id=game.pk, player=by_seat[others[0]], accept=True)
    assert not Event.objects.filter(game=game, type=TAKEBACK).exists()
    assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[others[1]], accept=True) is True
    game.refresh_from_db()
    STATE_CACHE.clear()
    assert plain(services.load_state(game)) == plain(before)


def test_one_decline_ends_the_request(players):
    game, by_seat, seat, _before = _silent_move_played(players)
    other = 1 - seat
    Seat.objects.filter(game=game, seat=other).update(seen_seq=game.seq)
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[other], accept=False) is False
    with pytest.raises(Unprocessable) as refused:
        takebacks.answer_takeback(game_id=game.pk, player=by_seat[other], accept=True)
    assert refused.value.code == takebacks.NO_REQUEST
    with pytest.raises(Unprocessable) as again:
        takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
    assert again.value.code == takebacks.ASKED
    assert not Event.objects.filter(game=game, type=TAKEBACK).exists()


def test_a_move_voids_the_request_and_the_last_move_must_be_yours(players):
    game, by_seat, seat, _before = _silent_move_played(players, "graenaland", 3)
    Seat.objects.filter(game=game).exclude(seat=seat).update(seen_seq=game.seq)
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    mover = sorted(ruleset.to_move(state))[0]
    play(game, mover, ruleset.legal_moves(state, mover)[0], by_seat)
    other = next(s for s in by_seat if s not in (seat, mover))
    with pytest.raises(Unprocessable) as void:
        takebacks.answer_takeback(game_id=game.pk, player=by_seat[other], accept=True)
    assert void.value.code == takebacks.NO_REQUEST
    if mover != seat:
        with pytest.raises(Unprocessable) as not_yours:
            takebacks.request_takeback(game_id=game.pk, player=by_seat[seat])
        assert not_yours.value.code == takebacks.NOT_YOURS


def test_an_email_to_another_player_counts_as_seen(players):
    from django.utils import timezone

    from outbox.models import Notification

    game, by_seat, seat, _before = _silent_move_played(players)
    other = by_seat[1 - seat]
    Notification.objects.create(key="seen-test", kind=Notification.Kind.YOUR_TURN, player=other,
                                email=other.email, game=game, status=Notification.Status.SENT,
                                sent_at=timezone.now())
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False


@pytest.mark.parametrize("ruleset_id,count", GAMES, ids=IDS)
def test_random_playouts_with_takebacks_replay_to_the_projections(ruleset_id, count, players, settings):
    """Random moves, and after each silent one a takeback (at once, or accepted by everyone after
    they saw it), with a snapshot every 3 seqs so that some fall inside a takeback's window: the
    state read (cache, snapshots) equals the events folded from scratch at every seq, the
    projections follow it, and the admin's replay check finds nothing."""
    settings.GAMES_SNAPSHOT_EVERY = 3
    game = start(players, ruleset_id, count, seed=11)
    by_seat = seat_players(game)
    ruleset = services.ruleset_for(game)
    chooser = Random(ruleset_id)
    taken = 0
    for _ in range(80 if ruleset_id != "uigo" else 40):
        state = services.load_state(game)
        if ruleset.outcome(state) is not None:
            break
        seat = chooser.choice(sorted(ruleset.to_move(state)))
        moves = ruleset.legal_moves(state, seat)
        quiet = [move for move in moves if silent(game, state, seat, move)]
        move = chooser.choice(quiet) if quiet and chooser.random() < 0.6 else chooser.choice(moves)
        was_silent = move in quiet
        play(game, seat, move, by_seat)
        if not was_silent:
            continue
        if chooser.random() < 0.5:
            assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is True
        else:
            Seat.objects.filter(game=game).exclude(seat=seat).update(seen_seq=game.seq)
            assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False
            for other in by_seat:
                if other != seat:
                    takebacks.answer_takeback(game_id=game.pk, player=by_seat[other], accept=True)
        taken += 1
        game.refresh_from_db()
        assert plain(services.load_state(game)) == plain(state)
    game.refresh_from_db()
    assert (taken > 0) == (ruleset_id != "uigo")
    for kind, data in Event.objects.filter(game=game, type__contains="takeback").values_list("type", "data"):
        assert list(Draft202012Validator(DATA_SCHEMAS[kind]).iter_errors(data)) == [], (kind, data)
    STATE_CACHE.clear()
    for at in range(1, game.seq + 1):
        assert plain(services.load_state(game, at=at)) == plain(refold(game, at)), f"seq {at}"
    final = refold(game, game.seq)
    assert sorted(game.to_move) == ([] if ruleset.outcome(final) is not None else sorted(ruleset.to_move(final)))
    assert verify_replay(game).problems == []


def test_a_player_at_the_table_just_before_the_move_counts_as_having_seen_it(players):
    """An open stream delivers the move at once but notes its presence only every
    ``presence.REFRESH_SECONDS``: a look that recent before the move counts as seen."""
    from datetime import timedelta

    game, by_seat, seat, _before = _silent_move_played(players)
    made = Event.objects.filter(game=game).order_by("-seq").values_list("created_at", flat=True).first()
    Seat.objects.filter(game=game, seat=1 - seat).update(last_seen_at=made - timedelta(seconds=5))
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False


def test_a_look_long_before_the_move_does_not_count(players):
    from datetime import timedelta

    game, by_seat, seat, _before = _silent_move_played(players)
    made = Event.objects.filter(game=game).order_by("-seq").values_list("created_at", flat=True).first()
    Seat.objects.filter(game=game, seat=1 - seat).update(last_seen_at=made - timedelta(minutes=5))
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is True


def test_a_snapshot_that_still_holds_the_move_is_never_trusted(players, settings):
    """A snapshot written at the end of the move (every seq here) holds it; without the one the
    takeback writes (as after a rules version change, which ignores it), the fold finds the
    takeback reaching before that snapshot and folds from the first event instead."""
    settings.GAMES_SNAPSHOT_EVERY = 1
    game, by_seat, seat, before = _silent_move_played(players, "knarr", 2)
    moved = game.seq
    assert Snapshot.objects.filter(game=game, seq=moved).exists()
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is True
    game.refresh_from_db()
    Snapshot.objects.filter(game=game, seq__gt=moved).delete()
    STATE_CACHE.clear()
    assert plain(services.load_state(game)) == plain(before) == plain(refold(game, game.seq))
    # The seqs inside the window still read the move, as the game held it then.
    assert plain(services.load_state(game, at=moved)) == plain(refold(game, moved)) != plain(before)


def test_a_takeback_voids_the_conditional_moves_left_about_the_game(players):
    """The opponent's conditional moves were left about a game that is no longer the same."""
    from games.models import ConditionalMove
    from games.services import conditional

    for seed in range(12):
        game = start(players, "fjords", 2, seed=seed)
        by_seat = seat_players(game)
        found = find_moves(game, Random(seed), by_seat, want_silent=True)
        if found is None:
            continue
        seat, move, _before = found
        other = by_seat[1 - seat]
        left = conditional.create(game_id=game.pk, player=other, if_move={"type": "draw"},
                                  then_move={"type": "draw"})
        play(game, seat, move, by_seat)
        left.refresh_from_db()
        game.refresh_from_db()
        if left.status != ConditionalMove.Status.PENDING or seat not in game.to_move:
            continue  # the mover's turn ended with the move: the conditional was used or dropped
        assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is True
        left.refresh_from_db()
        assert left.status == ConditionalMove.Status.VOIDED
        assert not Seat.objects.filter(game=game, has_conditionals=True).exists()
        return
    pytest.fail("no silent move came up in a turn of several steps")
