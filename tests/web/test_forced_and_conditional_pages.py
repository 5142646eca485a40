"""Forced and conditional moves on the pages: the settings page turns forced moves on, and the game
page shows a player their own conditional moves (to leave and cancel), never the opponent's."""

from __future__ import annotations

import html
import json
import re

import pytest

from games import services
from games.models import ConditionalMove
from players.models import Player
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

SETTINGS = {"name": "Théo", "locale": "en", "time_zone": "UTC", "notify": "each_turn", "turn_emails": "always",
            "reminders": "one", "vacation_from": "", "vacation_until": ""}
STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


def test_the_settings_page_turns_forced_moves_on_and_off(account_client, person):
    player = person("Théo")
    client = account_client(player)
    page = client.get("/settings/").content.decode()
    assert 'name="play_forced_moves"' in page and "play my forced moves for me" in page.lower()
    assert client.post("/settings/", {**SETTINGS, "play_forced_moves": "on"}).status_code == 302
    assert Player.objects.get(pk=player.pk).play_forced_moves
    assert client.post("/settings/", SETTINGS).status_code == 302
    assert not Player.objects.get(pk=player.pk).play_forced_moves
    french = account_client(person("Zoé", "fr"), "fr").get("/settings/").content.decode()
    assert "jouer pour moi mes coups forcés" in french.lower()


@pytest.fixture
def table(person):
    with steps_registered():
        first, second = person("Théo"), person("Sonia")
        game = services.create_game(creator=first, ruleset_id="steps", seats=[first.pk, second.pk])
        game.refresh_from_db()
        yield game, first, second


def test_a_player_leaves_and_cancels_a_conditional_move_on_the_game_page(account_client, table):
    game, first, second = table
    client = account_client(second)
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert 'id="conditional"' in page and 'name="if_move"' in page
    added = client.post(f"/games/{game.pk}/conditional/", {"action": "add", "if_move": json.dumps(STEP2),
                                                           "then_move": json.dumps(STEP1)})
    assert added.status_code == 302 and added["Location"].endswith("#conditional")
    row = ConditionalMove.objects.get(game=game)
    assert (row.player_id, row.if_move, row.then_move, row.status) == (second.pk, STEP2, STEP1, "pending")
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert "nobody else can see it" in page and "waiting" in page and f'value="{row.pk}"' in page
    # the opponent's page shows nothing of it, not even that there is one
    theirs = account_client(first).get(f"/games/{game.pk}/").content.decode()
    assert 'class="conditionals"' not in theirs and "waiting</em>" not in theirs and 'name="if_move"' not in theirs
    # their own move, on the board and in the list of moves, not the other seat's answer
    assert theirs[theirs.index('id="moves"'):].count("step (by 1)") == 1
    assert theirs[theirs.index('id="board"'):theirs.index('id="moves"')].count("step (by 1)") == 1
    cancelled = client.post(f"/games/{game.pk}/conditional/", {"action": "cancel", "conditional": row.pk})
    assert cancelled.status_code == 302
    row.refresh_from_db()
    assert row.status == "cancelled"


def test_bad_input_is_a_message_not_an_error(account_client, table):
    game, _first, second = table
    client = account_client(second)
    for body in ({"action": "add", "if_move": "{not json", "then_move": "{}"},
                 {"action": "add", "if_move": "[]", "then_move": json.dumps(STEP1)},
                 {"action": "cancel", "conditional": "abc"},
                 {"action": "cancel", "conditional": "99999"}):
        answer = client.post(f"/games/{game.pk}/conditional/", body, follow=True)
        assert answer.status_code == 200 and b'class="error' in answer.content or b"error" in answer.content
    assert not ConditionalMove.objects.exists()


def test_a_stranger_cannot_post(account_client, table, person):
    game, _first, _second = table
    answer = account_client(person("Eve")).post(f"/games/{game.pk}/conditional/",
                                                {"action": "add", "if_move": json.dumps(STEP2),
                                                 "then_move": json.dumps(STEP1)}, follow=True)
    assert not ConditionalMove.objects.exists() and answer.status_code in (200, 403)


def test_fjords_offers_the_opponents_moves_as_choices(account_client, person):
    first, second = person("Théo"), person("Sonia")
    game = services.create_game(creator=first, ruleset_id="fjords", seats=[first.pk, second.pk])
    game.refresh_from_db()
    waiting = second if game.to_move == [0] else first
    page = account_client(waiting).get(f"/games/{game.pk}/").content.decode()
    assert '<select id="if-move" name="if"><option value="{&quot;type&quot;: &quot;' in page
    # The condition picked, the answer is asked for: from a list where the position after it is
    # known, as JSON where it is not (here the condition's tile comes from a face-down pile).
    first_choice = html.unescape(re.search(r'<select id="if-move" name="if"><option value="([^"]*)"', page).group(1))
    picked = account_client(waiting).get(f"/games/{game.pk}/", {"if": first_choice}).content.decode()
    assert f'name="if_move" value="{html.escape(first_choice)}"' in picked
    assert 'id="then-move" name="then_move"' in picked
    uigo = services.create_game(creator=first, ruleset_id="uigo", seats=[first.pk, second.pk])
    uigo.refresh_from_db()
    waiting = second if uigo.to_move == [0] else first
    page = account_client(waiting).get(f"/games/{uigo.pk}/").content.decode()
    assert 'name="if_move"' in page and '<select id="if-move"' not in page  # the opponent's hand is secret
