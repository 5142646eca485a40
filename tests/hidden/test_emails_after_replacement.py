"""An email written for a player who then lost the seat must not show what the seat learnt later.

An outbox row is rendered when it is sent (``notifications.emails.build_message``), which may be
long after it was written: the broker was down, the mail server refused it and the retries back
off for hours, or it waits for the outbox sweep. A "your turn" row carries the ``seq`` it was
written at, and its email shows the game as it was then. A reminder row carried no ``seq``, so its
email showed the game as it was when it left: if an admin handed the seat to another player in
between (``admin_actions.replace_player``: "the previous player loses access to the game"), the
player who left read the new holder's hand. Reminders now carry their ``seq``, and an email whose
reader no longer holds its seat shows only what everyone sees.
"""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.utils import timezone

from games import services
from games.models import Game
from games.services import admin_actions
from notifications.deadlines import scan
from outbox.models import Notification
from tests.hidden import models, surfaces
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db

LIMIT = timedelta(hours=48)


def _to_last_trick_with_seat_zero_to_play(game: Game) -> None:
    """Random UIGO! moves until seat 0 is to play the last card of the first round."""
    chooser, seated = Random(11), seat_players(game)
    for _ in range(200):
        game.refresh_from_db()
        state = services.load_state(game)
        if (
            state["round"] == 1
            and state["phase"] == "play"
            and game.to_move == [0]
            and len(state["hands"][0]) == 1
        ):
            return
        play_random_move(game, chooser, seated)
    raise RuntimeError("the random game never put seat 0 to play the last card of round 1")


def test_a_late_reminder_shows_nothing_of_the_seats_next_holder(make_player):
    admin = make_player("Root")
    admin.is_staff = admin.is_superuser = True
    admin.save()
    leaving, other, arriving = make_player("Leif"), make_player("Maren"), make_player("Nils")
    game = services.create_game(
        creator=leaving,
        ruleset_id="uigo",
        seats=[leaving.pk, other.pk],
        move_time_limit=LIMIT,
        seed="late-reminder",
    )
    _to_last_trick_with_seat_zero_to_play(game)
    scan(now=timezone.now() + LIMIT - timedelta(hours=1))  # seat 0's reminder, written, not yet sent
    reminder = Notification.objects.get(game=game, kind=Notification.Kind.REMINDER, player=leaving)
    game.refresh_from_db()
    seen_then = models.MODELS["uigo"].seen(surfaces.page_shown(game, 0)[1])

    admin_actions.replace_player(game_id=game.pk, admin=admin, seat=0, player=arriving, reason="left")
    # The new holder plays the last card; the round ends and round 2 is dealt.
    chooser, seated = Random(5), seat_players(game)
    for _ in range(40):
        game.refresh_from_db()
        if services.load_state(game)["round"] == 2:
            break
        play_random_move(game, chooser, seated)
    state = services.load_state(game)
    if state["round"] != 2:
        raise RuntimeError("round 2 was not dealt")

    content = surfaces.email_for(Notification.objects.select_related("player", "game").get(pk=reminder.pk))
    # Seat 0's new hand is the new holder's secret: the player who left is "anyone else" now.
    # What it was given while it held the seat (``seen_then``) may show; nothing dealt since may.
    text = content.joined()
    shown = sorted(
        card
        for card in state["hands"][0]
        if ("card", card) not in seen_then and any(form.search(text) for form in models.uigo_forms(card))
    )
    assert not shown, (
        f"the reminder to {leaving.display_name}, who left seat 0, shows {arriving.display_name}'s hand: {shown}"
    )
