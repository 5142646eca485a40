"""Forced and conditional moves at a real SMTP server on loopback: a turn played for its player (a
public forced move, a conditional answer) sends them no "your turn" email, the other player gets
theirs, and no email to the opponent ever names a conditional move."""

from __future__ import annotations

import pytest

from games import services
from games.services import conditional
from tests.notifications.smtp import real_smtp
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


@pytest.fixture
def smtp(settings):
    with real_smtp(settings) as inbox:
        yield inbox


@pytest.fixture
def game(players, django_capture_on_commit_callbacks):
    with steps_registered():
        with django_capture_on_commit_callbacks(execute=True):
            created = services.create_game(creator=players[0], ruleset_id="steps",
                                           seats=[players[0].pk, players[1].pk])
        created.refresh_from_db()
        yield created


def _move(game, player, move, capture):
    game.refresh_from_db()
    with capture(execute=True):
        services.submit_move(game_id=game.pk, player=player, move=move, expected_seq=game.seq)


def test_a_forced_turn_costs_its_player_no_email(players, game, smtp, django_capture_on_commit_callbacks):
    players[0].play_forced_moves = True
    players[0].save(update_fields=["play_forced_moves"])
    _move(game, players[0], STEP2, django_capture_on_commit_callbacks)  # seat 0 to a narrow cell
    smtp.clear()
    _move(game, players[1], STEP1, django_capture_on_commit_callbacks)  # seat 0's step is played for them
    assert smtp.per_recipient() == {players[1].email: 1}  # seat 1's turn again; nothing to seat 0


def test_a_conditional_answer_costs_its_player_no_email_and_the_opponent_never_reads_of_it(
        players, game, smtp, django_capture_on_commit_callbacks):
    smtp.clear()
    conditional.create(game_id=game.pk, player=players[1], if_move=STEP2, then_move=STEP1)
    _move(game, players[0], STEP2, django_capture_on_commit_callbacks)
    assert smtp.per_recipient() == {players[0].email: 1}  # seat 0 to move again, seat 1 answered
    # a conditional that does not apply: the owner is told in their turn email, the opponent not
    conditional.create(game_id=game.pk, player=players[1], if_move=STEP2, then_move=STEP1)
    smtp.clear()
    _move(game, players[0], STEP1, django_capture_on_commit_callbacks)
    assert smtp.per_recipient() == {players[1].email: 1}
    (owner_mail,) = smtp.to(players[1].email)
    assert "Conditional moves you left that were not played: 1" in smtp.text(owner_mail)
    assert "Conditional moves you left that were not played: 1" in smtp.html(owner_mail)
    # and seat 0, whose move dropped it, reads nothing of it: its emails name only the conditional
    # that was played (public once used, in the log's words)
    _move(game, players[1], STEP1, django_capture_on_commit_callbacks)
    played = "had left this answer in advance (a conditional move); it was played."
    assert smtp.to(players[0].email)
    for message in smtp.to(players[0].email):
        for text in (smtp.text(message), smtp.html(message)):
            assert "not played" not in text
            assert text.count("conditional") == text.count(played)
