"""A fresh game link asked for by address (the form of an expired link's page,
``POST /games/<id>/link/``, anonymous): one email per address every ``WINDOW_MINUTES``, whichever
game it is asked for, so that typing a player's address on each of her games' pages does not
have Ravenpost send her one email per game. Counted at a real SMTP server on loopback."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from accounts.fresh_links import WINDOW_MINUTES
from games import services
from games.models import Game

pytestmark = pytest.mark.django_db(transaction=True)  # delivery runs at commit


def links_to(inbox, address: str) -> list:
    return [m for m in inbox.messages if address in m["To"] and "/enter/" in str(m.get_body().get_content())]


def test_one_fresh_link_per_address_across_her_games(players, client, smtp_inbox):
    carol, others = players[0], players[1:4]
    games = [services.create_game(creator=carol, ruleset_id="uigo", seats=[carol.pk, others[n % 3].pk])
             for n in range(9)]
    Game.objects.filter(pk__in=[game.pk for game in games]).update(status=Game.Status.ACTIVE)
    smtp_inbox.messages.clear()
    start = timezone.now()
    with time_machine.travel(start, tick=False) as clock:
        for game in games:
            assert client.post(f"/games/{game.pk}/link/", {"email": carol.email}).status_code == 200
        assert len(links_to(smtp_inbox, carol.email)) == 1
        # Another player's address is counted apart.
        assert client.post(f"/games/{games[0].pk}/link/", {"email": others[0].email}).status_code == 200
        assert len(links_to(smtp_inbox, others[0].email)) == 1
        clock.move_to(start + timedelta(minutes=WINDOW_MINUTES))
        for game in games[3:]:
            client.post(f"/games/{game.pk}/link/", {"email": carol.email.upper()})
        sent = links_to(smtp_inbox, carol.email)
        assert len(sent) == 2
        assert f"/games/{games[3].pk}/enter/" in sent[-1].get_body().get_content()
