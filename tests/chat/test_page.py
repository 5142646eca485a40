"""The chat on the game page: messages listed with name, local time and escaped body; a form
that posts without JavaScript (CSRF, labelled) and comes back to the page; clear errors."""

from __future__ import annotations

import re
import zoneinfo

import pytest
from django.test import Client
from django.utils import formats, timezone, translation

from games import services
from games.models import ChatMessage, Event, Seat
from games.services import chat
from tests.playbymail.test_pages import audit

pytestmark = pytest.mark.django_db


def page(client, game) -> str:
    response = client.get(f"/games/{game.pk}/")
    assert response.status_code == 200
    return response.content.decode()


def chat_section(html: str) -> str:
    return re.search(r'<section id="chat".*?</section>', html, re.S).group(0)


def test_messages_show_name_local_time_and_escaped_body(client, game, players, sign_in):
    reader = players[1]
    reader.time_zone = "America/New_York"
    reader.save()
    message = chat.post_message(game_id=game.pk, player=players[0],
                                body='<script>alert("x")</script>\nSecond line & more')
    sign_in(client, reader, game)
    section = chat_section(page(client, game))
    assert "<script>" not in section
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more" in section
    assert "<strong>Théo</strong>" in section
    local = timezone.localtime(message.created_at, zoneinfo.ZoneInfo("America/New_York"))
    with translation.override("en"):
        shown = formats.date_format(local, "DATETIME_FORMAT")
    assert shown in section
    assert f'datetime="{local.isoformat()}"' in section


def test_the_form_posts_with_csrf_and_comes_back_to_the_chat(game, players, sign_in):
    browser = Client(enforce_csrf_checks=True)
    sign_in(browser, players[0], game)
    html = page(browser, game)
    form = re.search(r'<form method="post" action="([^"]+)" class="chat-form">(.*?)</form>', chat_section(html), re.S)
    action, inner = form.group(1), form.group(2)
    assert action == f"/games/{game.pk}/chat/"
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', inner).group(1)
    assert '<label for="chat-body">' in inner and 'id="chat-body" name="body"' in inner

    assert browser.post(action, {"body": "no token"}).status_code == 403
    response = browser.post(action, {"body": "Salut la table", "csrfmiddlewaretoken": token})
    assert response.status_code == 302 and response["Location"] == f"/games/{game.pk}/#chat"
    assert ChatMessage.objects.get().body == "Salut la table"
    after = browser.get(response["Location"]).content.decode()
    assert "Your message was posted." in after and "Salut la table" in chat_section(after)


def test_an_empty_message_flashes_a_clear_error(client, game, players, sign_in):
    sign_in(client, players[0], game)
    for body in ("", "   \r\n  "):
        response = client.post(f"/games/{game.pk}/chat/", {"body": body}, follow=True)
        assert response.status_code == 200
        assert "The message is empty: write something before posting." in response.content.decode()
    response = client.post(f"/games/{game.pk}/chat/", {"body": "x" * 2001}, follow=True)
    assert "A message may have at most 2000 characters; this one has 2001." in response.content.decode()
    assert not ChatMessage.objects.exists()


def test_posting_from_the_page_never_touches_the_game(client, game, players, sign_in):
    seq, events = game.seq, Event.objects.filter(game=game).count()
    sign_in(client, players[1], game)
    client.post(f"/games/{game.pk}/chat/", {"body": "hello"})
    game.refresh_from_db()
    assert game.seq == seq and Event.objects.filter(game=game).count() == events


def test_outsiders_and_strangers_cannot_post(client, game, players, sign_in):
    assert client.post(f"/games/{game.pk}/chat/", {"body": "anonymous"}).status_code == 403
    other = services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, players[3].pk])
    sign_in(client, players[2], other)
    # A session opened by a link to another game is scoped to that game.
    assert client.post(f"/games/{game.pk}/chat/", {"body": "not mine"}).status_code == 403
    assert client.post("/games/999999/chat/", {"body": "nowhere"}).status_code in {403, 404}
    assert client.get(f"/games/{game.pk}/chat/").status_code == 405
    assert not ChatMessage.objects.exists()


def test_an_unseated_full_session_gets_403(client, game, players):
    client.force_login(players[3])  # a password login: not scoped, but no seat in this game
    response = client.post(f"/games/{game.pk}/chat/", {"body": "let me in"})
    assert response.status_code == 403
    assert client.post("/games/999999/chat/", {"body": "nowhere"}).status_code == 404
    assert not ChatMessage.objects.exists()


def test_opening_the_page_marks_the_messages_seen(client, game, players, sign_in):
    message = chat.post_message(game_id=game.pk, player=players[0], body="seen?")
    sign_in(client, players[1], game)
    assert Seat.objects.get(game=game, player=players[1]).chat_read_up_to == 0
    page(client, game)
    assert Seat.objects.get(game=game, player=players[1]).chat_read_up_to == message.pk


def test_a_long_chat_shows_the_latest_and_offers_all(client, game, players, sign_in, monkeypatch):
    monkeypatch.setattr("games.web.views.CHAT_ON_PAGE", 3)
    for number in range(5):
        chat.post_message(game_id=game.pk, player=players[number % 2], body=f"message number {number}")
    sign_in(client, players[0], game)
    section = chat_section(page(client, game))
    assert [f"message number {n}" in section for n in range(5)] == [False, False, True, True, True]
    assert "Show all 5 messages" in section
    everything = chat_section(client.get(f"/games/{game.pk}/?chat=all").content.decode())
    assert all(f"message number {n}" in everything for n in range(5))
    assert "Show all" not in everything


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_with_chat_stays_accessible(client, game, players, sign_in, lang):
    players[0].locale = lang
    players[0].save()
    chat.post_message(game_id=game.pk, player=players[1], body="Bonjour")
    sign_in(client, players[0], game)
    report = audit(client.get(f"/games/{game.pk}/"), lang)
    assert any(field.get("id") == "chat-body" for field in report.inputs)


def test_chat_shows_in_a_waiting_game(client, players, sign_in):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "later@example.org"])
    chat.post_message(game_id=game.pk, player=players[0], body="Come and play")
    sign_in(client, players[0], game)
    assert "Come and play" in chat_section(page(client, game))
