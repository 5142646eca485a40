"""Moves that say what they do: a rule set's note on what a move does now, weak moves
listed last on the page and in the email, and the confirmation page a player may opt into."""

from __future__ import annotations

import json
import re
from random import Random

import pytest

from games import services
from games.describe import move_choices
from games.engine.playout import random_playout
from games.models import Event
from games.rulesets import presentation_for
from games.rulesets.knarr import KnarrRuleset
from games.rulesets.knarr.state import trade_gains
from tests.playbymail.test_pages import audit, sign_in

KNARR = KnarrRuleset()


def opening(players=2, seed=1):
    state = None
    for event in KNARR.setup(players, KNARR.resolve_options(players, {}), Random(seed)):
        state = KNARR.evolve(state, event)
    return state


@pytest.mark.parametrize("locale, words", [("en", "gains nothing now"), ("fr", "ne rapporte rien maintenant")])
def test_knarrs_opening_trade_says_it_gains_nothing_and_comes_last(locale, words):
    state = opening()
    seat = KNARR.to_move(state)[0]
    moves = KNARR.legal_moves(state, seat)
    assert moves[0]["type"] == "trade"  # the rule set's own order puts it first
    choices = move_choices(KNARR, state, seat, moves, locale)
    assert [c["move"] for c in choices[:-1]] == moves[1:] and choices[-1]["move"] == moves[0]
    assert choices[-1]["note"] == words and choices[-1]["weak"]
    assert not any(c["weak"] or c["note"] for c in choices[:-1])


def test_over_playouts_a_trade_note_says_what_the_trade_gains():
    seen = {"nothing": 0, "no more": 0, "gains": 0}
    for seed in range(6):
        playout = random_playout(KNARR, 2 + seed % 3, seed)
        state = None
        for event in playout.events:
            state = KNARR.evolve(state, event)
            for seat in KNARR.to_move(state) if state.get("phase") != "over" else []:
                for move in KNARR.legal_moves(state, seat):
                    note = presentation_for(KNARR.id).move_note(state, seat, move, "en")
                    if move["type"] != "trade":
                        assert note is None
                        continue
                    now = trade_gains(state, seat, move["bracelets"])
                    cheaper = trade_gains(state, seat, move["bracelets"] - 1) if move["bracelets"] > 1 else {}
                    if not now:
                        assert (note.text, note.weak) == ("gains nothing now", True)
                        seen["nothing"] += 1
                    elif now == cheaper:
                        assert note.text.startswith("gains no more than trading") and note.weak
                        seen["no more"] += 1
                    else:
                        assert note.text.startswith("gains ") and not note.weak
                        seen["gains"] += 1
    assert all(seen.values()), seen  # every kind of note was met


@pytest.fixture
def knarr_game(players):
    return services.create_game(creator=players[0], ruleset_id="knarr", seats=[players[0].pk, players[1].pk])


def move_buttons(html: str) -> list[tuple[dict, str, bool]]:
    """(move, button text, weak) of each move button of a game page, in page order."""
    found = []
    for item in re.findall(r'<li( class="weak")?><form method="post" action="/games/\d+/move/">(.*?)</form></li>', html, re.S):
        weak, form = item
        move = json.loads(re.search(r'name="move" value="([^"]+)"', form).group(1).replace("&quot;", '"'))
        text = re.sub(r"<[^>]+>", " ", re.search(r"<button[^>]*>(.*?)</button>", form, re.S).group(1))
        found.append((move, " ".join(text.split()), bool(weak)))
    return found


def test_the_game_page_lists_the_weak_trade_last_with_its_note(client, players, knarr_game):
    knarr_game.refresh_from_db()
    seat = knarr_game.to_move[0]
    sign_in(client, players[seat], knarr_game)
    buttons = move_buttons(client.get(f"/games/{knarr_game.pk}/").content.decode())
    assert buttons[-1][0]["type"] == "trade" and buttons[-1][2]
    assert buttons[-1][1].endswith("gains nothing now")
    assert not any(weak for _, _, weak in buttons[:-1])


def test_the_turn_email_lists_the_weak_trade_last_with_its_note(players, mailoutbox,
                                                                  django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="knarr", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    seat = game.to_move[0]
    email = next(m for m in mailoutbox if players[seat].email in m.to)
    lines = [line.strip() for line in email.body.splitlines()]
    trade = next(i for i, line in enumerate(lines) if "Trade: spend 1 bracelet" in line)
    assert lines[trade].endswith("(gains nothing now)")
    assert lines[trade - 1].startswith("- ") and "Trade" not in lines[trade - 1]  # after the others
    assert not lines[trade + 1].startswith("- ")  # and last


def test_a_player_who_asked_to_confirm_sees_the_move_again_before_it_is_played(client, players, knarr_game):
    knarr_game.refresh_from_db()
    seat = knarr_game.to_move[0]
    player = players[seat]
    player.confirm_moves = True
    player.save()
    sign_in(client, player, knarr_game)
    move, label, _weak = move_buttons(client.get(f"/games/{knarr_game.pk}/").content.decode())[-1]
    posted = {"move": json.dumps(move), "expected_seq": knarr_game.seq, "nonce": f"{knarr_game.pk}-n-1"}
    # Post/Redirect/Get: the tap redirects to the confirmation page, which a reload draws again.
    tapped = client.post(f"/games/{knarr_game.pk}/move/", posted)
    assert tapped.status_code == 302 and tapped["Location"].startswith(f"/games/{knarr_game.pk}/move/?")
    page = client.get(tapped["Location"])
    assert page.status_code == 200
    audit(page, "en")
    html = page.content.decode()
    assert "Play this move?" in html and "gains nothing now" in html and label.split(" gains")[0] in html
    before = knarr_game.seq
    knarr_game.refresh_from_db()
    assert knarr_game.seq == before  # nothing played yet
    # The page's own form plays it, once.
    form = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', html))
    form["move"] = form["move"].replace("&quot;", '"')
    assert form["confirmed"] == "yes" and json.loads(form["move"]) == move
    assert client.post(f"/games/{knarr_game.pk}/move/", form).status_code == 302
    assert Event.objects.filter(game=knarr_game, actor=player, type="traded").count() == 1


def test_without_the_setting_a_tap_plays_at_once(client, players, knarr_game):
    knarr_game.refresh_from_db()
    seat = knarr_game.to_move[0]
    sign_in(client, players[seat], knarr_game)
    move = move_buttons(client.get(f"/games/{knarr_game.pk}/").content.decode())[0][0]
    before = knarr_game.seq
    assert client.post(f"/games/{knarr_game.pk}/move/", {"move": json.dumps(move),
                                                          "expected_seq": knarr_game.seq}).status_code == 302
    assert Event.objects.filter(game=knarr_game, seq__gt=before, actor=players[seat]).exists()


def test_a_stale_move_to_confirm_gets_the_game_moved_on(client, players, knarr_game):
    knarr_game.refresh_from_db()
    seat, stale = knarr_game.to_move[0], knarr_game.seq
    players[seat].confirm_moves = True
    players[seat].save()
    move = KNARR.legal_moves(services.load_state(knarr_game), seat)[1]
    services.submit_move(game_id=knarr_game.pk, player=players[seat], move=move, expected_seq=stale)
    sign_in(client, players[seat], knarr_game)
    response = client.post(f"/games/{knarr_game.pk}/move/", {"move": json.dumps(move), "expected_seq": stale},
                           follow=True)
    assert "moved on" in response.content.decode() and "Play this move?" not in response.content.decode()
