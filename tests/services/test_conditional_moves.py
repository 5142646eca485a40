"""Conditional moves (games.services.conditional) with the throwaway rule set Steps
(tests/services/steps.py): played in the transaction of the opponent's move when it matches,
dropped when it does not or when the answer is not legal, cancelable, refused where they make no
sense, voided by an admin's repair, and never visible to the other seat."""

from __future__ import annotations

import json

import pytest

from games import services
from games.meta_events import CONDITIONAL
from games.models import ConditionalMove, Event, Game, Seat
from games.services import conditional, forced
from games.services.admin_actions import abort_game
from games.services.errors import Forbidden, NotFound, Unprocessable
from notifications.emails import build_message
from outbox.models import Notification
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


@pytest.fixture
def game(players):
    with steps_registered():
        created = services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
        created.refresh_from_db()
        yield created


def _move(game, player, move):
    game.refresh_from_db()
    return services.submit_move(game_id=game.pk, player=player, move=move, expected_seq=game.seq)


def _leave(game, player, if_move, then_move):
    return conditional.create(game_id=game.pk, player=player, if_move=if_move, then_move=then_move)


def test_the_answer_is_played_in_the_transaction_of_the_matching_move(players, game):
    mine = _leave(game, players[1], STEP2, STEP1)
    before = game.seq
    result = _move(game, players[0], STEP2)
    game.refresh_from_db()
    rows = list(Event.objects.filter(game=game, seq__gt=before).order_by("seq"))
    assert [(row.type, row.seat) for row in rows] == [("stepped", 0), (CONDITIONAL, 1), ("stepped", 1)]
    assert rows[2].actor_id == players[1].pk and rows[2].data == {"by": 1}
    from jsonschema import Draft202012Validator

    from games.meta_events import DATA_SCHEMAS

    assert not list(Draft202012Validator(DATA_SCHEMAS[CONDITIONAL]).iter_errors(rows[1].data))
    assert result.seq == rows[0].seq and game.to_move == [0]
    mine.refresh_from_db()
    assert (mine.status, mine.resolved_at_seq) == ("played", rows[0].seq)
    assert not Seat.objects.get(game=game, seat=1).has_conditionals
    # seat 1's turn was answered in advance: its turn email never leaves; seat 0 is told of its own turn
    live = Notification.objects.filter(game=game, kind="your_turn", context__seq__gt=before).exclude(status="dropped")
    assert [row.player_id for row in live] == [players[0].pk]


def test_another_move_drops_it(players, game):
    mine = _leave(game, players[1], STEP2, STEP1)
    _move(game, players[0], STEP1)
    game.refresh_from_db()
    mine.refresh_from_db()
    assert mine.status == "dropped" and game.to_move == [1]
    assert not Event.objects.filter(game=game, type=CONDITIONAL).exists()
    row = Notification.objects.filter(game=game, player=players[1], kind="your_turn",
                                      context__seq=game.seq).exclude(status="dropped").get()
    # the owner learns it in their turn email, in their language
    assert "Conditional moves you left that were not played: 1" in build_message(row).body
    players[1].locale, players[1].locale_chosen = "fr", True
    players[1].save(update_fields=["locale", "locale_chosen"])
    french = build_message(Notification.objects.get(pk=row.pk)).body
    assert "Coups conditionnels laissés qui n'ont pas été joués\u00a0: 1" in french


def test_of_several_the_matching_one_is_played_and_the_others_dropped(players, game):
    first = _leave(game, players[1], STEP1, STEP2)
    second = _leave(game, players[1], STEP2, STEP1)
    _move(game, players[0], STEP1)
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.status, second.status) == ("played", "dropped")
    assert services.load_state(Game.objects.get(pk=game.pk))["pos"] == [1, 2]


def test_an_answer_that_is_not_legal_then_is_dropped_as_invalid(players, game):
    mine = _leave(game, players[1], STEP2, {"type": "token", "token": "blue"})  # seat 1 is not at the gate
    _move(game, players[0], STEP2)
    mine.refresh_from_db()
    game.refresh_from_db()
    assert mine.status == "invalid" and game.to_move == [1]
    assert not Event.objects.filter(game=game, type=CONDITIONAL).exists()


def test_a_cancelled_one_is_never_played(players, game):
    mine = _leave(game, players[1], STEP2, STEP1)
    conditional.cancel(game_id=game.pk, player=players[1], conditional_id=mine.pk)
    assert not Seat.objects.get(game=game, seat=1).has_conditionals
    _move(game, players[0], STEP2)
    mine.refresh_from_db()
    assert mine.status == "cancelled"
    assert not Event.objects.filter(game=game, type=CONDITIONAL).exists()
    with pytest.raises(Unprocessable):
        conditional.cancel(game_id=game.pk, player=players[1], conditional_id=mine.pk)


def test_only_its_owner_may_cancel_it(players, game):
    mine = _leave(game, players[1], STEP2, STEP1)
    with pytest.raises(NotFound):
        conditional.cancel(game_id=game.pk, player=players[0], conditional_id=mine.pk)
    with pytest.raises(Forbidden):
        conditional.cancel(game_id=game.pk, player=players[2], conditional_id=mine.pk)


def test_the_same_condition_replaces_the_waiting_one(players, game):
    old = _leave(game, players[1], STEP2, STEP1)
    new = _leave(game, players[1], STEP2, STEP2)
    old.refresh_from_db()
    assert old.status == "cancelled" and new.status == "pending"
    assert [c.pk for c in conditional.for_player(game, players[1])] == [new.pk, old.pk]


def test_refused_on_ones_own_turn_and_beyond_two_players(players, game):
    with pytest.raises(Unprocessable) as error:
        _leave(game, players[0], STEP2, STEP1)  # seat 0 is to move
    assert error.value.code == "your_turn"
    three = services.create_game(creator=players[0], ruleset_id="uigo",
                                 seats=[players[0].pk, players[1].pk, players[2].pk])
    three.refresh_from_db()
    waiting = next(row.player for row in Seat.objects.filter(game=three).select_related("player")
                   if row.seat not in three.to_move)
    with pytest.raises(Unprocessable) as error:
        _leave(three, waiting, {"type": "play_card", "card": "red-1"}, {"type": "play_card", "card": "red-2"})
    assert error.value.code == "not_two_players"
    with pytest.raises(Forbidden):
        _leave(game, players[2], STEP2, STEP1)


@pytest.mark.parametrize("bad", [None, [], {"by": 1}, {"type": 3}, {"type": "step", "pad": "x" * 3000}])
def test_malformed_moves_are_refused(players, game, bad):
    from games.services.errors import BadRequest

    with pytest.raises(BadRequest):
        _leave(game, players[1], bad, STEP1)
    with pytest.raises(BadRequest):
        _leave(game, players[1], STEP1, bad)
    assert not ConditionalMove.objects.exists()


def test_an_answer_may_lead_to_a_forced_move_of_the_opponent(players, game):
    players[0].play_forced_moves = True
    players[0].save(update_fields=["play_forced_moves"])
    _leave(game, players[1], STEP2, STEP1)
    _move(game, players[0], STEP2)  # seat 0 to 2 (narrow); seat 1 answers 1; seat 0 forced to 3
    game.refresh_from_db()
    types = list(Event.objects.filter(game=game).order_by("seq").values_list("type", flat=True))[1:]
    assert types == ["stepped", CONDITIONAL, "stepped", "meta:forced", "stepped"]
    assert game.to_move == [1]


def test_the_opponents_moves_take_the_locked_path_while_one_waits(players, game):
    _leave(game, players[1], STEP2, STEP1)
    seats = list(Seat.objects.filter(game=game).select_related("player"))
    assert forced.needs_lock(seats)


def test_a_repair_voids_the_waiting_ones(players, game, make_player):
    mine = _leave(game, players[1], STEP2, STEP1)
    admin = make_player("Admin")
    abort_game(game_id=game.pk, admin=admin, reason="test")
    mine.refresh_from_db()
    assert mine.status == "voided"
    assert not Seat.objects.filter(game=game, has_conditionals=True).exists()


def _everything_seat_sees(client, game_id):
    """Every answer of the API about the game for a seat (without headers that carry times)."""
    answers = {}
    for path in ("", "view/", "legal-moves/", "events/", "chat/"):
        response = client.get(f"/api/games/{game_id}/{path}")
        assert response.status_code == 200
        answers[path] = response.json()
    return answers


def test_a_conditional_move_never_shows_to_the_other_seat(players, game, client_for):
    """The other seat's API answers are the same before and after a conditional is left, and once
    it is dropped nothing about it ever reached them (events, stream, emails, webhooks: all read
    the events; the conditional is in none)."""
    opponent = client_for(players[0])
    before = _everything_seat_sees(opponent, game.pk)
    secret = {"type": "step", "by": 2, }
    mine = _leave(game, players[1], STEP1, secret)
    assert _everything_seat_sees(opponent, game.pk) == before
    assert opponent.get(f"/api/games/{game.pk}/conditional-moves/").json() == []
    assert opponent.delete(f"/api/games/{game.pk}/conditional-moves/{mine.pk}/").status_code == 404
    page = opponent.get(f"/games/{game.pk}/")
    if page.status_code == 200:
        assert b"conditional" not in page.content.lower()
    _move(game, players[0], STEP2)  # not the condition: dropped
    mine.refresh_from_db()
    assert mine.status == "dropped"
    after = _everything_seat_sees(opponent, game.pk)
    text = json.dumps(after)
    assert "conditional" not in text
    from games.streams import feed

    messages, _cursor = feed.start(players[0])
    assert "conditional" not in json.dumps([getattr(m, "__dict__", str(m)) for m in messages], default=str)
    for row in Notification.objects.filter(game=game, player=players[0]):
        message = build_message(row)
        assert "conditional" not in message.body.lower()
        assert "conditionnel" not in message.body.lower()


class _Rollback(Exception):
    pass


def _finish_turn(game, player, mover, ruleset, first_move):
    _move(game, player, first_move)
    while Game.objects.get(pk=game.pk).to_move == [mover]:  # the rest of the opponent's turn
        game.refresh_from_db()
        _move(game, player, ruleset.legal_moves(services.load_state(game), mover)[0])


def test_in_fjords_a_step_of_the_opponents_turn_is_answered_when_the_turn_ends(players):
    """A condition may name any move of the opponent's turn (Fjords: the tile's placement, then
    the hut step follows); the answer is played when the owner's turn begins."""
    from django.db import transaction

    game = services.create_game(creator=players[0], ruleset_id="fjords", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    mover = game.to_move[0]
    owner = 1 - mover
    condition = ruleset.public_legal_moves(services.load_state(game), mover)[0]
    # What the owner's first move will be able to be (the draw is recorded chance: the same game
    # draws the same tile again), learnt in a transaction that is then rolled back.
    with pytest.raises(_Rollback), transaction.atomic():
        _finish_turn(game, players[mover], mover, ruleset, condition)
        answer = ruleset.legal_moves(services.load_state(Game.objects.get(pk=game.pk)), owner)[0]
        raise _Rollback
    game.refresh_from_db()
    mine = _leave(game, players[owner], condition, answer)
    _move(game, players[mover], condition)
    mine.refresh_from_db()
    assert mine.status == "pending" and mine.matched_at_seq is not None
    game.refresh_from_db()
    while game.to_move == [mover]:
        _move(game, players[mover], ruleset.legal_moves(services.load_state(game), mover)[0])
        game.refresh_from_db()
    mine.refresh_from_db()
    assert mine.status == "played"
    types = list(Event.objects.filter(game=game, seq__gt=mine.matched_at_seq).order_by("seq")
                 .values_list("type", "seat"))
    assert (CONDITIONAL, owner) in types


def test_a_seat_that_changed_hands_plays_nothing_its_former_player_left(players, game):
    mine = _leave(game, players[1], STEP2, STEP1)
    services.leave_game(game_id=game.pk, player=players[1])  # the autopilot plays seat 1 from now on
    mine.refresh_from_db()
    assert mine.status == "voided"  # leaving replaces the seat's player, a repair of the game
    _move(game, players[0], STEP2)
    assert not Event.objects.filter(game=game, type=CONDITIONAL).exists()
