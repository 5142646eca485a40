"""``PATCH /api/players/me/``: a bot author sets through the API the settings a bot needs (being
seated directly, no email, its forced moves, reminders), and a field the API does not take is
refused with a 400 that names it, never answered 200 and ignored."""

from __future__ import annotations

import pytest

from players.models import Player

pytestmark = pytest.mark.django_db


def test_an_unknown_field_is_refused_and_named(make_player, client_for):
    player = make_player(seat_directly=False)
    answer = client_for(player).patch("/api/players/me/", {"seat_direct": True, "colour": "red"}, format="json")
    assert answer.status_code == 400 and answer["Content-Type"].startswith("application/problem+json")
    body = answer.json()
    assert body["code"] == "invalid_request" and set(body["errors"]) == {"seat_direct", "colour"}
    assert "seat_direct" in body["detail"] and "colour" in body["detail"]
    assert Player.objects.get(pk=player.pk).seat_directly is False


def test_the_settings_a_bot_needs_are_read_and_changed(make_player, client_for):
    player = make_player(seat_directly=False)
    client = client_for(player)
    me = client.get("/api/players/me/").json()
    assert {"seat_directly", "notify", "turn_emails", "reminders", "play_forced_moves"} <= set(me)
    changed = client.patch("/api/players/me/", {"seat_directly": True, "notify": "none", "reminders": "none",
                                               "turn_emails": "always"}, format="json")
    assert changed.status_code == 200, changed.content
    assert changed.json()["seat_directly"] is True and changed.json()["notify"] == "none"
    player.refresh_from_db()
    assert (player.seat_directly, player.notify, player.reminders, player.turn_emails) == (
        True, "none", "none", "always")
    assert client.patch("/api/players/me/", {"notify": "sometimes"}, format="json").status_code == 400
    assert client.patch("/api/players/me/", {"seat_directly": "yes"}, format="json").status_code == 400
