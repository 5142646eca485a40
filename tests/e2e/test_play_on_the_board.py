"""Every game played by its board, as players do it in Chromium: each turn, the player to move
touches an element inside the region "Board" (a card, a tile, a ship… or the board's row of
actions), picks among its moves when it stands for several, sees the move and the board once it
is played, and plays it; never the list of moves below. In English at 390 px and in French at
1,280 px, a few turns of each of the five games."""

from __future__ import annotations

import random

import pytest

from games import services
from games.models import Event, Game
from players.services import get_or_create_player
from tests.e2e.board import play_it, touch_a_move
from tests.e2e.test_new_game_page import signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PLAYERS = {"uigo": 2, "fjords": 2, "knarr": 2, "graenaland": 3, "greenland": 2}
TURNS = 6


def _game(ruleset_id: str, lang: str):
    people = []
    for index in range(PLAYERS[ruleset_id]):
        player, _ = get_or_create_player(f"p{index}@example.org", name=["Anne", "Bob", "Dagny"][index])
        player.seat_directly, player.locale, player.locale_chosen = True, lang, True
        player.save()
        people.append(player)
    game = services.create_game(creator=people[0], ruleset_id=ruleset_id, seats=[p.pk for p in people])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    return game, people


@pytest.mark.parametrize("ruleset_id", list(PLAYERS))
@pytest.mark.parametrize(("lang", "viewport"), [("en", {"width": 390, "height": 844}),
                                                ("fr", {"width": 1280, "height": 900})])
def test_a_game_is_played_by_touching_its_board(live_server, browser, ruleset_id, lang, viewport):
    game, people = _game(ruleset_id, lang)
    pages = {}
    pick = random.Random(f"{ruleset_id}-{lang}")
    loads: list[str] = []  # every page load of the players' pages (a touch shows its page in place)
    for turn in range(TURNS):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        mover = people[game.to_move[0]]
        if mover.pk not in pages:
            pages[mover.pk] = signed_in_page(browser, live_server, mover)
            pages[mover.pk].set_viewport_size(viewport)
            pages[mover.pk].on("load", lambda page: loads.append(page.url))
        page = pages[mover.pk]
        page.goto(f"{live_server.url}/games/{game.pk}/")
        loaded = len(loads)
        if turn == 0:
            page.screenshot(path=f"/tmp/shots/board-{ruleset_id}-{lang}.png", full_page=True)
        before = game.seq
        preview = touch_a_move(page, lang, pick, f"{ruleset_id} at turn {turn}")
        # The touches and the preview were shown in place (board.js), without loading a page.
        assert len(loads) == loaded, f"{ruleset_id}: a touch loaded {loads[loaded:]}"
        assert "/move/?" in page.url, f"{ruleset_id}: the address does not follow the preview: {page.url}"
        play_it(preview, lang)
        page.wait_for_load_state()
        game.refresh_from_db()
        assert game.seq > before, f"{ruleset_id}: the move touched at turn {turn} was not played"
        assert Event.objects.filter(game=game, seq__gt=before, actor=mover).exists()
