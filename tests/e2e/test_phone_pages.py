"""The game page of each of the five games on a phone (390 × 844 px, Debian's Chromium via
Playwright), in English and French: the board, with the player's own hand or board and a first
thing to touch, is on the first screen (the list of moves follows it), the other players' boards are folded (``<details>``, closed), the log shows its
newest entries and folds the rest, and "leave the game" is a link to a confirmation page at the
foot of the page, away from the moves. Whatever the player decides, the first thing on the board
to touch for it is on the first screen: the part of the board it acts on is drawn first.

Each game is played with random legal moves through the service layer into its middle, until the
first player is to move. The page heights are printed (``-s``) and a full-page screenshot is kept
in pytest's temporary directory for a person to look at.
"""

from __future__ import annotations

import os
from pathlib import Path
from random import Random

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from games import services
from games.models import Game
from players import links
from tests.e2e.people import FITS, PHONE
from tests.playing import play_random_move, seat_players

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Per game: players, and at least how many random moves make its middle (cards played, boards
# grown, a few log entries), after which play goes on until the first player is to move.
MIDDLE = {"uigo": (3, 25), "fjords": (2, 20), "knarr": (3, 30), "graenaland": (3, 30), "greenland": (3, 40)}
# The games with a board per player, which the page folds for the other players. Fjords' map is
# shared; Grænaland's players are one line each of a table.
BOARD_PER_PLAYER = {"uigo", "knarr", "greenland"}
FIRST_SCREEN = PHONE["height"]
DESKTOP = {"width": 1280, "height": 900}


def play_into_middle(game: Game, moves: int, seed: int = 7) -> None:
    """Random legal moves, ``moves`` of them at least, until seat 0 is to move in an active game."""
    chooser, players = Random(seed), seat_players(game)
    for count in range(moves + 500):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        if count >= moves and 0 in game.to_move:
            return
        play_random_move(game, chooser, players)
    raise AssertionError(f"{game.ruleset}: no middle of the game with seat 0 to move")


# A tap target's least size (WCAG 2.5.5): an element is touched on the first screen when that much
# of it is there (all of a smaller one). A tall one (a whole biome card is a button) may go on below.
TAP = 44


def touchable_on_first_screen(top: float, bottom: float) -> bool:
    """Whether an element from ``top`` to ``bottom`` (px) can be touched on the first screen: at
    least ``TAP`` px of it (or all of it, if it is smaller) lie on it."""
    return min(bottom, FIRST_SCREEN) - top >= min(bottom - top, TAP)


def top_and_bottom(page, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not shown"
    return box["y"], box["y"] + box["height"]


@pytest.mark.parametrize("ruleset_id", list(MIDDLE))
def test_the_game_page_fits_a_phone(live_server, browser, make_player, tmp_path, ruleset_id):
    count, moves = MIDDLE[ruleset_id]
    people = [make_player(name) for name in ("Alice", "Bob", "Carole")[:count]]
    game = services.create_game(creator=people[0], ruleset_id=ruleset_id, seats=[p.pk for p in people])
    play_into_middle(game, moves)
    alice = people[0]
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk,
                                                              "token": links.game_link_token(alice.pk, game.pk)}))
    for lang in ("en", "fr"):
        alice.locale, alice.locale_chosen = lang, True
        alice.save()
        page.goto(f"{live_server.url}/games/{game.pk}/")
        assert page.locator("html").get_attribute("lang") == lang
        height = page.evaluate("() => document.documentElement.scrollHeight")
        shot = tmp_path / f"{ruleset_id}-{lang}.png"
        page.screenshot(path=str(shot), full_page=True)
        print(f"{ruleset_id} {lang}: {height} px high at 390 px; screenshot {shot}")
        assert page.evaluate(FITS), "the page is wider than the phone"
        check_first_screen(page, ruleset_id)
        check_folded(page, count if ruleset_id in BOARD_PER_PLAYER else 1)
        check_leave_is_apart(page)



def test_a_fjords_draw_step_fits_a_phone(live_server, browser, make_player, tmp_path):
    """Fjords' moves act on its map (place, hut, field) or on its legend (draw, take an open tile),
    which a phone shows below the map: at a draw step the legend comes first, its draw pile on the
    first screen."""
    alice, bob = make_player("Alice"), make_player("Bob")
    game = services.create_game(creator=alice, ruleset_id="fjords", seats=[alice.pk, bob.pk])
    chooser, players = Random(3), seat_players(game)
    for _ in range(500):
        game.refresh_from_db()
        state = services.load_state(game)
        if 0 in game.to_move and count_moves(state) and {"type": "draw"} in services.ruleset_for(game).legal_moves(state, 0):
            break
        play_random_move(game, chooser, players)
    else:
        raise AssertionError("no draw step of seat 0")
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk,
                                                              "token": links.game_link_token(alice.pk, game.pk)}))
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.screenshot(path=str(tmp_path / "fjords-draw.png"), full_page=True)
    assert page.evaluate(FITS), "the page is wider than the phone"
    check_first_screen(page, "fjords")
    _, pile_bottom = top_and_bottom(page, '#board button[data-target="pile"]')
    assert pile_bottom <= FIRST_SCREEN, f"the draw pile ends at {pile_bottom} px"


def count_moves(state) -> bool:
    """Whether the game has gone past its first turns (some tiles placed besides the start)."""
    return len(state["board"]) >= 8

def check_first_screen(page, ruleset_id: str) -> None:
    """The board comes first: the region "Board" starts on the first 844 px, and the first thing
    to touch on it (an element, or the board's row of actions) is on the first screen
    (``touchable_on_first_screen``), as is the player's own hand or board, unless the decision
    acts on something drawn ahead of it (Greenland's rows in a hunt). The list of moves follows
    the board."""
    board_top, _ = top_and_bottom(page, "#board")
    assert board_top <= FIRST_SCREEN - 200, f"the board starts at {board_top} px"
    mine = page.locator("[data-own]")
    assert mine.count() >= 1, "the page marks no part of the view as the player's own"
    top, _ = top_and_bottom(page, "[data-own]")
    first_touch_top, first_touch = top_and_bottom(page, "#board button.touch, #board .board-actions button")
    print(f"{ruleset_id}: the first thing to touch ends at {first_touch} px, the player's own part starts at {top} px")
    assert touchable_on_first_screen(first_touch_top, first_touch), (
        f"the first thing to touch on the board is at {first_touch_top} to {first_touch} px")
    assert top <= FIRST_SCREEN - 60 or first_touch_top < top, f"the player's own hand or board starts at {top} px"
    moves_top, _ = top_and_bottom(page, "#moves")
    assert moves_top > board_top, "the list of moves comes after the board"


def check_folded(page, players: int) -> None:
    """Every other player's board is in a closed ``<details>``, its summary shown, and the log's
    older entries are folded the same way."""
    others = page.locator("details[data-other]")
    assert others.count() == players - 1
    for folded in [*(others.nth(index) for index in range(others.count())), page.locator("details.log-older")]:
        assert folded.get_attribute("open") is None
        assert folded.locator(":scope > summary").is_visible()
        assert not folded.locator(":scope > :not(summary)").first.is_visible()
    assert page.locator("[data-own]").first.is_visible()


def check_leave_is_apart(page) -> None:
    """"Leave the game" is a link to its confirmation page, below every move and unlike them."""
    leave = page.locator("a.danger[href$='/leave/']")
    assert leave.count() == 1
    _, last_move = top_and_bottom(page, "#moves ul.moves li:last-child button")
    assert leave.bounding_box()["y"] > last_move + FIRST_SCREEN / 2
    danger, move = (
        page.evaluate("(selector) => getComputedStyle(document.querySelector(selector)).backgroundColor", selector)
        for selector in ("a.danger", "#moves ul.moves button")
    )
    assert danger != move


def test_a_weak_move_comes_last_and_a_move_can_be_confirmed_first(live_server, browser, make_player, tmp_path):
    """Knarr's opening, on a phone: the trade that gains nothing is the last button and says so; a
    player who ticks "ask me to confirm each move" in the settings gets the move shown again, with
    its note, and plays it from there."""
    people = [make_player(name) for name in ("Alice", "Bob")]
    game = services.create_game(creator=people[0], ruleset_id="knarr", seats=[p.pk for p in people])
    game.refresh_from_db()
    mover = people[game.to_move[0]]
    context = browser.new_context(viewport=PHONE)
    signed_in = Client()
    signed_in.force_login(mover)  # signed in with their account (the sign-in itself is tests/e2e/test_sign_up.py's)
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "url": live_server.url,
                          "value": signed_in.cookies[settings.SESSION_COOKIE_NAME].value}])
    page = context.new_page()
    page.goto(f"{live_server.url}/games/{game.pk}/")
    buttons = page.locator("#moves button")
    last = buttons.nth(buttons.count() - 1)
    assert "Trade: spend 1 bracelet" in last.inner_text() and "gains nothing now" in last.inner_text()
    assert "Trade" not in buttons.nth(0).inner_text()
    page.screenshot(path=str(tmp_path / "knarr-moves.png"), full_page=True)
    page.goto(f"{live_server.url}/settings/")
    page.get_by_label("ask me to confirm each move").check()
    page.get_by_role("button", name="Save").click()
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.locator("#moves button").last.click()
    assert page.locator("h1").inner_text() == "Play this move?"
    assert "gains nothing now" in page.locator(".move-to-confirm").inner_text()
    page.screenshot(path=str(tmp_path / "knarr-confirm.png"), full_page=True)
    print(f"screenshots: {tmp_path}")
    seq = game.seq
    game.refresh_from_db()
    assert game.seq == seq  # not played yet
    page.get_by_role("button", name="Play it").click()
    assert "Your move was played." in page.content()
    game.refresh_from_db()
    assert game.seq > seq


# Per game: how many random moves to walk, and at most how many of seat 0's decisions of a new
# kind (a new set of move types) to stop at on the way.
WALK = {"uigo": (120, 5), "fjords": (120, 5), "knarr": (200, 6), "graenaland": (300, 6), "greenland": (300, 6)}
SHOTS = "BOARD_SHOTS"  # an environment variable: a folder to keep the first screens in, for a person to look at


@pytest.mark.parametrize("ruleset_id", list(WALK))
def test_each_decision_starts_on_the_first_screen(live_server, browser, make_player, tmp_path, ruleset_id):
    """Whatever seat 0 decides (each kind of decision met on a random walk through the game, in
    English and French), the first thing on the board it touches for that decision is on the
    phone's first screen (44 px of it, or all of a smaller one: ``touchable_on_first_screen``): the
    part of the board the decision acts on is drawn first, moved there rather than copied (each button once, so a screen reader hears it once)."""
    count, _ = MIDDLE[ruleset_id]
    budget, stops = WALK[ruleset_id]
    people = [make_player(name) for name in ("Alice", "Bob", "Carole")[:count]]
    game = services.create_game(creator=people[0], ruleset_id=ruleset_id, seats=[p.pk for p in people])
    alice = people[0]
    shots = Path(os.environ.get(SHOTS) or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk,
                                                              "token": links.game_link_token(alice.pk, game.pk)}))
    desk = browser.new_context(viewport=DESKTOP).new_page()
    desk.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk,
                                                              "token": links.game_link_token(alice.pk, game.pk)}))
    chooser, players, seen, found = Random(ruleset_id), seat_players(game), set(), []
    ruleset = services.ruleset_for(game)
    for _ in range(budget):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or len(seen) >= stops:
            break
        if 0 in game.to_move:
            kinds = frozenset(move.get("type") for move in ruleset.legal_moves(services.load_state(game), 0))
            if kinds not in seen:
                seen.add(kinds)
                for lang in ("en", "fr"):
                    alice.locale, alice.locale_chosen = lang, True
                    alice.save()
                    page.goto(f"{live_server.url}/games/{game.pk}/")
                    assert page.locator("html").get_attribute("lang") == lang
                    assert page.evaluate(FITS), "the page is wider than the phone"
                    buttons = page.locator("#board button.touch, #board .board-actions button")
                    assert buttons.count() >= 1, f"{sorted(kinds)}: nothing to touch on the board"
                    top, bottom = top_and_bottom(page, "#board button.touch, #board .board-actions button")
                    name = f"{ruleset_id}-{len(seen)}-{lang}.png"
                    page.screenshot(path=str(shots / name))
                    found.append((sorted(kinds), lang, round(top), round(bottom)))
                    if lang == "en":  # the same board on a desktop, for a person to look at
                        desk.goto(f"{live_server.url}/games/{game.pk}/")
                        desk.screenshot(path=str(shots / f"{ruleset_id}-{len(seen)}-desktop.png"))
                    print(f"{ruleset_id} {lang} {sorted(kinds)}: the first thing to touch is at {top:.0f} to {bottom:.0f} px ({name})")
        play_random_move(game, chooser, players)
    assert len(seen) >= 2, f"{ruleset_id}: only {len(seen)} kinds of decision met"
    late = [entry for entry in found if not touchable_on_first_screen(*entry[2:])]
    assert not late, f"below the first screen ({FIRST_SCREEN} px): {late}"


def test_the_menu_keeps_to_two_lines_and_signing_out_is_in_the_settings(live_server, browser, make_player, tmp_path):
    """Signed in on a phone, in English and French, the menu under the site's name takes two lines
    at most (so that a game's board starts on the first screen); signing out, which it leaves out
    there, is a button of the settings page, and it signs out."""
    zoe = make_player("Zoé")
    page = browser.new_context(viewport=PHONE).new_page()
    client = Client()
    client.force_login(zoe)
    page.context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
                               "url": live_server.url}])
    for lang in ("en", "fr"):
        zoe.locale, zoe.locale_chosen = lang, True
        zoe.save()
        page.goto(f"{live_server.url}/")
        assert page.locator("html").get_attribute("lang") == lang
        links_shown = page.locator("header.top nav > a:visible, header.top nav > form:visible")
        tops = {round(box["y"]) for box in (links_shown.nth(i).bounding_box() for i in range(links_shown.count()))}
        page.screenshot(path=str(tmp_path / f"menu-{lang}.png"))
        assert len(tops) <= 2, (lang, sorted(tops))
        assert page.locator("header.top nav a[href='/games/new/']").is_visible()
        assert page.evaluate(FITS), "the page is wider than the phone"
    page.goto(f"{live_server.url}/settings/")
    page.locator("main form[action='/signout/'] button").click()
    page.wait_for_load_state()
    page.goto(f"{live_server.url}/settings/")
    assert "/signin/" in page.url or page.locator("a[href='/signin/']").first.is_visible()
