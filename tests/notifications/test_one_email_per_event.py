"""A timeout sends each person exactly one email, counted at a real SMTP server on loopback under
a controlled clock: the player who ran out of time is spoken to as "you" and told what
the autopilot played, in the log's words (the rule set's ``describe_event``); the player the
timeout made next to move gets their "your turn" email, whose log tells of the timeout, and no
second email. In English and in French."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import translation

from games import services
from games.describe import describe_events, seat_names
from games.models import Event
from notifications.deadlines import scan
from tests.notifications.smtp import real_smtp

pytestmark = pytest.mark.django_db

# What each language says to the player who ran out of time, and to the one whose turn it is now.
WORDS = {
    "en": {"you_subject": "You ran out of time in UIGO! (game {id})",
           "you_body": "so the autopilot played for you:", "turn_subject": "Your turn in UIGO! (game {id})"},
    "fr": {"you_subject": "Vous avez dépassé le temps imparti dans UIGO! (partie {id})",
           "you_body": "le pilote automatique a joué pour vous\u00a0:", "turn_subject": "(partie {id})"},
}


@pytest.fixture
def smtp(settings):
    with real_smtp(settings) as inbox:
        yield inbox


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_a_timeout_sends_each_person_exactly_one_email(players, smtp, locale, django_capture_on_commit_callbacks):
    for player in players[:2]:
        player.locale = locale
        player.save(update_fields=["locale"])
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk],
                                    move_time_limit=timedelta(hours=1))
    game.refresh_from_db()
    late_seat = game.to_move[0]
    late, other = players[late_seat], players[1 - late_seat]
    assert smtp.per_recipient() == {late.email: 1}  # the first turn email
    smtp.clear()

    with time_machine.travel(game.deadline + timedelta(minutes=5), tick=False), \
            django_capture_on_commit_callbacks(execute=True):
        assert scan()["timeouts"] == 1

    assert smtp.per_recipient() == {late.email: 1, other.email: 1}
    words = WORDS[locale]
    marker = Event.objects.get(game=game, type="meta:timeout")
    batch = list(Event.objects.filter(game=game, batch=marker.seq).order_by("seq"))
    ruleset, names = services.ruleset_for(game), seat_names(game)
    with translation.override(locale):
        played = [line["text"] for line in describe_events(ruleset, batch[1:], late_seat, names, locale)]
        told = [line["text"] for line in describe_events(ruleset, [marker], 1 - late_seat, names, locale)]
    assert played and told

    (mine,) = smtp.to(late.email)
    assert mine["Subject"].strip() == words["you_subject"].format(id=game.pk)
    for body in (smtp.text(mine), smtp.html(mine)):
        assert words["you_body"] in body
        assert all(line in body for line in played), (played, body)  # what the autopilot played for them

    (theirs,) = smtp.to(other.email)
    assert words["turn_subject"].format(id=game.pk) in theirs["Subject"].strip()
    assert told[0] in smtp.text(theirs)  # their one email tells of the timeout


def test_the_opponent_is_told_in_the_third_person_when_the_timeout_does_not_give_them_the_turn(
        make_player, smtp, django_capture_on_commit_callbacks):
    """Three players: the seat after the late one is next, the third is told by the timeout email."""
    trio = [make_player(name) for name in ("Ada", "Bea", "Cy")]
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=trio[0], ruleset_id="uigo", seats=[p.pk for p in trio],
                                    move_time_limit=timedelta(hours=1))
    game.refresh_from_db()
    late_seat = game.to_move[0]
    smtp.clear()
    with time_machine.travel(game.deadline + timedelta(minutes=5), tick=False), \
            django_capture_on_commit_callbacks(execute=True):
        assert scan()["timeouts"] == 1
    game.refresh_from_db()
    assert set(smtp.per_recipient().values()) == {1} and len(smtp.per_recipient()) == 3
    (bystander_seat,) = {0, 1, 2} - {late_seat, *game.to_move}
    (email,) = smtp.to(trio[bystander_seat].email)
    late_name = trio[late_seat].display_name
    assert email["Subject"].strip() == f"{late_name} ran out of time in UIGO! (game {game.pk})"
    assert f"{late_name} ran out of time in UIGO! (game {game.pk}), so the autopilot played for them:" in smtp.text(email)
