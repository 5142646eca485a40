"""Seeing a move on "My games" is seeing it: the list shows each game's last move, so opening it
records what the player was shown, as the game page does. Bob signs in with a browser and opens
My games after Alice's move: Alice's takeback of it must now be asked, not granted at once as a
move nobody saw."""

from __future__ import annotations

from random import Random

import pytest

from games.models import Seat
from players import links
from players.models import AccountLink
from tests.playing import seat_players
from tests.services.test_takebacks import find_moves, play, start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def sign_in(browser, live_server, player):
    link = AccountLink.objects.create(email=player.email, lang="en")
    page = browser.new_context(locale="en-GB").new_page()
    page.goto(live_server.url + f"/account/link/{links.account_link_token(link.pk)}/")
    page.get_by_role("button", name=f"Sign in as {player.display_name}").click()
    page.wait_for_load_state()
    return page


def test_a_move_seen_on_my_games_is_not_taken_back_at_once(live_server, browser, make_player, client_for):
    alice, bob = make_player("Alice"), make_player("Bob")
    game = start([alice, bob], "fjords", 2)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(3), by_seat, want_silent=True)
    mover, other = by_seat[seat], by_seat[1 - seat]
    play(game, seat, move, by_seat)
    asked = client_for(mover).get(f"/api/games/{game.pk}/takeback/").json()
    assert asked["can_request"] and asked["instant"]  # nobody has seen it yet

    page = sign_in(browser, live_server, other)
    page.goto(live_server.url + "/games/")
    row = page.locator(f"text=game {game.pk}").first
    assert row.is_visible()
    assert Seat.objects.get(game=game, player=other).seen_seq >= game.seq

    asked = client_for(mover).get(f"/api/games/{game.pk}/takeback/").json()
    assert asked["can_request"] and not asked["instant"], asked
