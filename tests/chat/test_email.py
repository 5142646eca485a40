"""Chat in the "your turn" email: the messages the others posted since the player last saw the
chat (on the page or through the API), at most the newest 10 with a count of the rest, in text
and HTML, in the player's language and time zone."""

from __future__ import annotations

import zoneinfo
from random import Random

import pytest
from django.utils import formats, timezone, translation

from games import services
from games.models import ChatMessage, Game
from games.services import chat
from players import links
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db


@pytest.fixture
def started(players, mailoutbox, django_capture_on_commit_callbacks):
    """A game whose first turn email has gone; returns (game, seat to move, the other seat)."""
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    mailoutbox.clear()
    return game, game.to_move[0], 1 - game.to_move[0]


def next_turn_email(game, player, mailoutbox, capture, seed=1):
    """Play random legal moves until ``player`` gets a "your turn" email; return it."""
    chooser, seated = Random(seed), seat_players(game)
    for _ in range(200):
        with capture(execute=True):
            play_random_move(game, chooser, seated)
        mine = [m for m in mailoutbox if m.to == [player.email]]
        if mine:
            return mine[-1]
        game.refresh_from_db()
        assert game.status == Game.Status.ACTIVE
    raise AssertionError("no turn email came")


def html_of(message) -> str:
    return message.alternatives[0][0]


def test_only_the_others_messages_since_the_last_visit_are_included(
        started, players, client_for, mailoutbox, django_capture_on_commit_callbacks):
    game, mover, other = started
    chat.post_message(game_id=game.pk, player=players[other], body="old news, already read")
    assert client_for(players[mover]).get(f"/api/games/{game.pk}/chat/").status_code == 200  # the visit
    chat.post_message(game_id=game.pk, player=players[other], body="fresh <b>news</b> & more")
    chat.post_message(game_id=game.pk, player=players[mover], body="my own words")

    email = next_turn_email(game, players[mover], mailoutbox, django_capture_on_commit_callbacks)
    assert "New at the table since your last visit" in email.body
    assert "fresh <b>news</b> & more" in email.body  # plain text: not HTML-escaped
    assert "old news" not in email.body and "my own words" not in email.body
    html = html_of(email)
    assert "fresh &lt;b&gt;news&lt;/b&gt; &amp; more" in html and "<b>news" not in html
    assert "old news" not in html and "my own words" not in html
    fresh = ChatMessage.objects.get(body__startswith="fresh")
    with translation.override("en"):
        shown = formats.date_format(timezone.localtime(fresh.created_at, zoneinfo.ZoneInfo("UTC")), "DATETIME_FORMAT")
    assert f"{players[other].display_name}, {shown}:\nfresh <b>news</b> & more" in email.body


def test_the_other_player_gets_what_they_have_not_seen(
        started, players, mailoutbox, django_capture_on_commit_callbacks):
    game, mover, other = started
    chat.post_message(game_id=game.pk, player=players[mover], body="your move soon?")
    email = next_turn_email(game, players[other], mailoutbox, django_capture_on_commit_callbacks)
    assert "your move soon?" in email.body and "your move soon?" in html_of(email)


def test_a_visit_to_the_page_counts_too(
        client, started, players, mailoutbox, django_capture_on_commit_callbacks):
    game, mover, other = started
    chat.post_message(game_id=game.pk, player=players[other], body="seen on the page")
    client.get(f"/games/{game.pk}/enter/{links.game_link_token(players[mover].pk, game.pk)}/", follow=True)
    email = next_turn_email(game, players[mover], mailoutbox, django_capture_on_commit_callbacks)
    assert "seen on the page" not in email.body
    assert "New at the table" not in email.body and "New at the table" not in html_of(email)


def test_at_most_ten_messages_and_a_count_of_the_rest(
        started, players, mailoutbox, django_capture_on_commit_callbacks):
    game, mover, other = started
    for number in range(13):
        chat.post_message(game_id=game.pk, player=players[other], body=f"chat line {number:02d}")
    email = next_turn_email(game, players[mover], mailoutbox, django_capture_on_commit_callbacks)
    for part in (email.body, html_of(email)):
        assert [f"chat line {n:02d}" in part for n in range(13)] == [False] * 3 + [True] * 10
        assert "(3 earlier messages are on the game page.)" in part
    assert email.body.index("chat line 03") < email.body.index("chat line 12")


def test_times_are_in_the_players_time_zone_and_french_renders(
        started, players, mailoutbox, django_capture_on_commit_callbacks):
    game, mover, other = started
    reader = players[mover]
    reader.locale, reader.time_zone = "fr", "Asia/Tokyo"
    reader.save()
    message = chat.post_message(game_id=game.pk, player=players[other], body="Konnichiwa")
    email = next_turn_email(game, reader, mailoutbox, django_capture_on_commit_callbacks)
    local = timezone.localtime(message.created_at, zoneinfo.ZoneInfo("Asia/Tokyo"))
    with translation.override("fr"):
        shown = formats.date_format(local, "DATETIME_FORMAT")
    assert "Konnichiwa" in email.body and shown in email.body
    assert '<html lang="fr">' in html_of(email) and shown in html_of(email)
