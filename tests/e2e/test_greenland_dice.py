"""Greenland's dice on the board (Chromium, 390 px and 1,280 px, English and French): once a roll
has been made, the board draws it as dice (one SVG die per face, its pips the face), named for a
screen reader in words ("Rolled 3 and 5: hunting roll · Walrus"), inside the region "Board", and
the phone page stays within its width. Screenshots go to ``BOARD_SHOTS`` (or pytest's temporary
folder) for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path
from random import Random

import pytest
from django.urls import reverse

from games import services
from games.models import Event, Game
from players import links
from tests.e2e.people import FITS, PHONE
from tests.playing import play_random_move, seat_players

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
ROLLED = {"en": "Rolled ", "fr": "Les dés donnent "}


def rolled(view: dict) -> list[int]:
    """The faces the page draws for ``view``: the hunt or attack under way, else the last roll."""
    hunt, battle, last = view.get("hunt") or {}, view.get("battle") or {}, view.get("last_roll") or {}
    if hunt.get("card"):
        return [die["v"] for die in (hunt.get("roll") or {}).get("dice", [])]
    if battle.get("card") and battle.get("dice"):
        return [die["v"] for die in battle["dice"]]
    return list(last.get("dice") or last.get("faces") or [])


def played_until(people, found, name: str, chooser_seed: int):
    """A Greenland game of ``people`` played by random moves (``chooser_seed``) until ``found(game,
    state)``: ``(game, players, state)``. Each deal is a fixed seed (``name``-0, -1, …), so a run
    always plays the same games; a deal that ends before ``found`` is left for the next one (a
    random deal could end without it: the test failed once so)."""
    for attempt in range(8):
        game = services.create_game(creator=people[0], ruleset_id="greenland", seats=[p.pk for p in people],
                                    seed=f"{name}-{attempt}")
        chooser, players = Random(chooser_seed), seat_players(game)
        for _ in range(600):
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                break
            state = services.load_state(game)
            if found(game, state):
                return game, players, state
            play_random_move(game, chooser, players)
    raise AssertionError(f"no game reached it: {name}")


def test_the_last_roll_is_drawn_as_dice_on_the_board(live_server, browser, make_player, tmp_path):
    people = [make_player(name) for name in ("Alice", "Bob", "Carole")]
    game, _players, _state = played_until(
        people, lambda game, state: 0 in game.to_move and rolled(services.ruleset_for(game).view(state, 0)),
        "dice-roll", 11)
    ruleset = services.ruleset_for(game)
    faces = rolled(ruleset.view(services.load_state(game), 0))
    shots = Path(os.environ.get("BOARD_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    alice = people[0]
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page = browser.new_context(viewport=viewport).new_page()
        page.goto(live_server.url + reverse("game-enter", kwargs={
            "game_id": game.pk, "token": links.game_link_token(alice.pk, game.pk)}))
        for lang in ("en", "fr"):
            alice.locale, alice.locale_chosen = lang, True
            alice.save()
            page.goto(f"{live_server.url}/games/{game.pk}/")
            dice = page.locator("#board [data-dice]")
            assert dice.count() >= 1, "no roll drawn on the board"
            drawn = dice.first
            assert drawn.is_visible()
            assert drawn.get_attribute("role") == "img"
            assert drawn.get_attribute("aria-label").startswith(ROLLED[lang])
            assert [int(face) for face in drawn.get_attribute("data-dice").split()] == faces
            assert drawn.locator("svg").count() == len(faces)
            box = drawn.locator("svg").first.bounding_box()
            assert box["width"] >= 24 and box["height"] >= 24, "a die too small to read"
            assert page.evaluate(FITS), "the page is wider than the screen"
            drawn.scroll_into_view_if_needed()
            page.screenshot(path=str(shots / f"greenland-dice-{size}-{lang}.png"))
        page.context.close()
    print(f"dice {faces}: screenshots in {shots}")


def test_a_reroll_is_chosen_by_touching_the_dice(live_server, browser, make_player):
    """At a hunt's re-roll (G2) the dice showing a face that may be re-rolled are the button of
    that re-roll on the board, named as the move ("Re-roll the 3s"); touching them shows the move
    (its effect is known once rolled) and "Play it" re-rolls them."""
    people = [make_player(name) for name in ("Alice", "Bob", "Carole")]
    game, players, state = played_until(
        people, lambda game, state: (state.get("step") or {}).get("ask") == "reroll", "dice-reroll", 1)
    ruleset = services.ruleset_for(game)
    seat = state["step"]["seat"]
    mover = players[seat]
    face = ruleset.legal_moves(state, seat)[0]["face"]
    free = [d["v"] for d in state["hunt"]["roll"]["dice"] if not d["fixed"] and not d["rr"]].count(face)
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page = browser.new_context(viewport=viewport).new_page()
        page.goto(live_server.url + reverse("game-enter", kwargs={
            "game_id": game.pk, "token": links.game_link_token(mover.pk, game.pk)}))
        page.goto(f"{live_server.url}/games/{game.pk}/")
        board = page.get_by_role("region", name="Board")
        dice = board.get_by_role("button", name=f"Re-roll the {face}s")
        assert dice.count() == 1
        assert dice.locator(f'svg[data-face="{face}"]').count() == free  # the dice it re-rolls, drawn
        assert page.evaluate(FITS), "the page is wider than the screen"
        dice.scroll_into_view_if_needed()
        page.screenshot(path=f"/tmp/board2-shots/greenland-reroll-{size}.png")
        if size == "desktop":
            dice.click()
            board.locator(".move-to-confirm").wait_for()
            assert "known once it is played" in board.locator(".move-effect").inner_text()
            board.get_by_role("button", name="Play it").click()
            page.get_by_text("Your move was played.").wait_for()
            assert Event.objects.filter(game=game, type="reroll", actor=mover).count() == 1
        page.context.close()
