"""Forced moves played for players who asked (``Player.play_forced_moves``, games.services.forced),
with the throwaway rule set Steps (tests/services/steps.py): only when exactly one move is legal
and everyone can see it, in the transaction of the move that made the turn, marked in the log,
chained, and without the turn email the turn would have cost."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.describe import describe_event, seat_names
from games.meta_events import FORCED
from games.models import Event, Game, Seat
from games.rulesets import registry
from games.services import forced
from games.services.commands import apply_timeout
from outbox.models import Notification
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db


@pytest.fixture
def steps():
    with steps_registered():
        yield


def _game(players, *, forced_for=()):
    for index in forced_for:
        players[index].play_forced_moves = True
        players[index].save(update_fields=["play_forced_moves"])
    game = services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    return game


def _move(game, player, by):
    game.refresh_from_db()
    return services.submit_move(game_id=game.pk, player=player, move={"type": "step", "by": by},
                                expected_seq=game.seq)


def _turn_rows(game, player):
    return Notification.objects.filter(game=game, player=player, kind="your_turn")


def test_without_the_setting_nothing_is_played(steps, players):
    game = _game(players)
    _move(game, players[0], 2)  # seat 0 now stands on a narrow cell
    _move(game, players[1], 1)
    game.refresh_from_db()
    assert game.to_move == [0]
    assert not Event.objects.filter(game=game, type=FORCED).exists()
    assert _turn_rows(game, players[0]).exclude(status="dropped").filter(context__seq=game.seq).exists()


def test_a_public_forced_move_is_played_at_once_as_the_player_without_an_email(steps, players):
    game = _game(players, forced_for=[0])
    _move(game, players[0], 2)
    before = Game.objects.get(pk=game.pk).seq
    result = _move(game, players[1], 1)
    game.refresh_from_db()
    assert game.to_move == [1]  # seat 0's single step was played: seat 1 is to move again
    rows = list(Event.objects.filter(game=game, seq__gt=before).order_by("seq"))
    assert [(row.type, row.seat) for row in rows] == [("stepped", 1), (FORCED, 0), ("stepped", 0)]
    assert rows[1].actor_id == players[0].pk and rows[2].actor_id == players[0].pk
    assert rows[2].batch == rows[1].seq  # the marker and the move are one batch, apart from the mover's
    from jsonschema import Draft202012Validator

    from games.meta_events import DATA_SCHEMAS

    assert not list(Draft202012Validator(DATA_SCHEMAS[FORCED]).iter_errors(rows[1].data))
    assert result.seq == rows[0].seq  # the mover's answer is about their own move
    # seat 0 was never asked: the "your turn" row its turn owed was dropped before it could leave
    owed = _turn_rows(game, players[0]).filter(context__seq__gte=rows[0].seq)
    assert owed.exists() and set(owed.values_list("status", flat=True)) == {"dropped"}
    assert _turn_rows(game, players[1]).filter(context__seq=game.seq).exclude(status="dropped").exists()
    state = services.load_state(game)
    assert state["pos"] == [3, 1]


def test_the_log_says_it_was_played_for_them_in_english_and_french(steps, players):
    from django.utils import translation

    game = _game(players, forced_for=[0])
    _move(game, players[0], 2)
    _move(game, players[1], 1)
    row = Event.objects.get(game=game, type=FORCED)
    names = seat_names(game)
    ruleset = registry().get("steps")
    with translation.override("en"):
        assert "only one legal move" in describe_event(ruleset, row, 1, names, "en")
    with translation.override("fr"):
        assert "un seul coup" in describe_event(ruleset, row, 1, names, "fr")


def test_forced_moves_chain_across_seats_and_stop_at_a_choice(steps, players):
    game = _game(players, forced_for=[0, 1])
    _move(game, players[0], 2)  # 2: narrow
    before = Game.objects.get(pk=game.pk).seq
    _move(game, players[1], 2)  # 2: narrow; then 0 → 3, 1 → 3, 0 → 4, 1 → 4, and 0 chooses at 4
    game.refresh_from_db()
    assert services.load_state(game)["pos"] == [4, 4] and game.to_move == [0]
    forced_seats = list(Event.objects.filter(game=game, type=FORCED).order_by("seq").values_list("seat", flat=True))
    assert forced_seats == [0, 1, 0, 1]
    # one "your turn" email that can leave: seat 0's, where the game is now; none for seat 1
    live = Notification.objects.filter(game=game, kind="your_turn", context__seq__gt=before).exclude(status="dropped")
    assert [(row.player_id, row.context["seq"]) for row in live] == [(players[0].pk, game.seq)]


def test_a_single_move_that_depends_on_a_hidden_hand_is_never_played(steps, players):
    game = _game(players, forced_for=[0])
    for player, by in ((0, 2), (1, 1), (1, 1), (1, 1), (0, 1), (1, 1)):  # seat 0's steps at 2 and 3 are forced
        _move(game, players[player], by)
    game.refresh_from_db()
    state = services.load_state(game)
    assert state["pos"] == [5, 4] and game.to_move == [0]
    ruleset = registry().get("steps")
    assert ruleset.legal_moves(state, 0) == [{"type": "token", "token": "red"}]  # one move, but a secret one
    assert not ruleset.forced_move_is_public(state, 0)
    assert Event.objects.filter(game=game, type=FORCED).count() == 2
    assert _turn_rows(game, players[0]).filter(context__seq=game.seq).exclude(status="dropped").exists()


def test_a_timeout_that_makes_a_forced_turn_plays_it_too(steps, players):
    game = _game(players, forced_for=[0])
    _move(game, players[0], 2)
    game.refresh_from_db()
    Seat.objects.filter(game=game, seat=1).update(deadline=timezone.now() - timedelta(minutes=1))
    apply_timeout(game_id=game.pk, seat=1, expected_seq=game.seq)
    game.refresh_from_db()
    assert game.to_move == [1]
    assert Event.objects.filter(game=game, type=FORCED, seat=0).count() == 1
    # seat 0's turn was played for them, so its email was dropped: they get the timeout's instead
    assert Notification.objects.filter(game=game, player=players[0], kind="timeout").exists()
    assert not _turn_rows(game, players[0]).exclude(status="dropped").filter(context__seq__gt=2).exists()


def test_a_game_where_something_may_be_played_takes_the_locked_path(steps, players):
    game = _game(players)
    seats = list(Seat.objects.filter(game=game).select_related("player"))
    assert not forced.needs_lock(seats)
    players[1].play_forced_moves = True
    players[1].save(update_fields=["play_forced_moves"])
    seats = list(Seat.objects.filter(game=game).select_related("player"))
    assert forced.needs_lock(seats)
    # and the guarded attempt gives way to the locked one, which plays the forced move
    from games.services import commands
    from games.store import Superseded

    game.refresh_from_db()
    with pytest.raises(Superseded):
        commands._move(game.pk, players[0], {"type": "step", "by": 2}, game.seq, None, None, guarded=True)
    assert Game.objects.get(pk=game.pk).seq == game.seq  # the guarded attempt wrote nothing


def test_a_whole_uigo_game_plays_only_public_forced_moves(players):
    """Both players of a UIGO! game have their forced moves played; random moves otherwise, through
    the services. Every move played for them is a last card in hand or the last card of a trick
    to place, never a single playable card among several; the game replays to the same state."""
    from random import Random

    from games.engine.replay import fold

    for player in players[:2]:
        player.play_forced_moves = True
        player.save(update_fields=["play_forced_moves"])
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk],
                                seed="forced-uigo")
    ruleset = registry().get("uigo")
    chooser = Random(7)
    game.refresh_from_db()
    while game.status == Game.Status.ACTIVE:
        seat = game.to_move[0]
        state = services.load_state(game)
        assert not ruleset.forced_move_is_public(state, seat)  # it would have been played already
        move = chooser.choice(ruleset.legal_moves(state, seat))
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
        game.refresh_from_db()
    rows = list(Event.objects.filter(game=game).order_by("seq"))
    markers = [row for row in rows if row.type == FORCED]
    assert len(markers) >= 8  # at least each round's last card of each hand
    events = [{"type": row.type, "seat": row.seat, "data": row.data} for row in rows if not row.type.startswith("meta:")]
    for marker in markers:
        before = [{"type": r.type, "seat": r.seat, "data": r.data} for r in rows
                  if r.seq < marker.seq and not r.type.startswith("meta:")]
        state = fold(ruleset, before)
        assert ruleset.forced_move_is_public(state, marker.seat)
        hand = state["hands"][marker.seat]
        assert len(hand) == 1 or (state["phase"] != "play" and len(state["pending"]) == 1)
    assert fold(ruleset, events) == services.load_state(game)
