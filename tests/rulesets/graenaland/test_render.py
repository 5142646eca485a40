"""Grænaland's board: the elements a legal move acts on are buttons (``target`` and ``render``'s
keys), the hand card by card when its cards are touched, the victory-point cards to keep one of
with their goals' levels. Pure: no database."""

import json
import re
from random import Random

from games.engine.presentation import Touch
from games.rulesets import presentation_for

from .helpers import RULESET

PRESENTATION = presentation_for(RULESET.id)


def _first(kind: str, options: dict, players: int = 3):
    """(view, seat, moves) at the first decision along a random game where ``kind`` is legal."""
    for seed in range(1, 40):
        rng = Random(seed)
        state = None
        for event in RULESET.setup(players, RULESET.resolve_options(players, options), Random(seed)):
            state = RULESET.evolve(state, event)
        for _ in range(300):
            to_move = RULESET.to_move(state)
            if not to_move:
                break
            seat = to_move[0]
            moves = RULESET.legal_moves(state, seat)
            if any(move["type"] == kind for move in moves):
                return RULESET.view(state, seat), seat, moves
            for event in RULESET.decide(state, seat, rng.choice(moves), Random(rng.random())):
                state = RULESET.evolve(state, event)
    raise AssertionError(f"no {kind} move in the games tried")


def _touches(view, moves, lang="en"):
    by_key = {}
    for move in moves:
        key = PRESENTATION.target(move, view)
        if key is not None:
            by_key.setdefault(key, []).append(move)
    return {key: Touch(tuple((json.dumps(m), PRESENTATION.describe_move(m, lang)) for m in listed))
            for key, listed in by_key.items()}


def test_a_card_paid_is_a_button_of_the_hand_card_by_card():
    view, seat, moves = _first("pay", {})
    touches = _touches(view, moves)
    assert any(key.startswith("card:") for key in touches)
    html = PRESENTATION.render_view_html(view, seat, "en", ["Anne", "Bob", "Dagny"], touches=touches)
    for key in touches:
        assert f'data-target="{key}"' in html
    # without touches the hand is counted ("wood ×2"), with them each card is an element
    plain = PRESENTATION.render_view_html(view, seat, "en", ["Anne", "Bob", "Dagny"])
    assert 'class="touch"' not in plain and "×" in plain.split("</p>")[0]


def test_the_victory_point_cards_to_keep_are_buttons_with_their_levels():
    view, seat, moves = _first("choose_vp_card", {"victory_point_cards": True})
    touches = _touches(view, moves, "fr")
    assert sorted(touches) == sorted(f"vp:{move['card']}" for move in moves)
    html = PRESENTATION.render_view_html(view, seat, "fr", ["Anne", "Bob", "Dagny"], touches=touches)
    assert "Cartes de points de victoire (gardez-en une)</strong>\u00a0:" in html
    for move in moves:
        assert f'data-target="vp:{move["card"]}"' in html and f"Carte {move['card']}" in html
    assert re.search(r"Colonies \d+/\d+/\d+", html)


def test_a_hero_has_its_directions_to_pick_from():
    view, seat, moves = _first("plan_hero", {})
    touches = _touches(view, moves)
    planned = [move for move in moves if move.get("hero")]
    assert planned and all(PRESENTATION.target(move, view) == f"hero:{move['hero']}" for move in planned)
    assert PRESENTATION.target({"type": "plan_hero", "direction": "stay"}, view) is None
    html = PRESENTATION.render_view_html(view, seat, "en", ["Anne", "Bob", "Dagny"], touches=touches)
    assert 'form="board-pick"' in html and "choices" in html


def test_the_island_row_and_tiles_a_decision_acts_on_come_first_on_a_phone():
    """A hero's tile holds the decision's button: its cell and its row carry ``order:-1`` (which
    the phone's wrapping lines of tiles follow and the desktop's table ignores), the other tiles
    and rows none; the drawing's order stays the box's (inland above the coast)."""
    view, seat, moves = _first("plan_hero", {})
    touches = _touches(view, moves)
    html = PRESENTATION.render_view_html(view, seat, "en", ["Anne", "Bob", "Dagny"], touches=touches)
    island = html[html.index('<table class="island"'):html.index("</table>", html.index('<table class="island"'))]
    rows = re.findall(r"<tr([^>]*)>(.*?)</tr>", island, re.S)
    assert [re.search(r"<th>([^<]*)</th>", body).group(1) for _, body in rows] == ["Inland", "Coast"]
    for attributes, body in rows:
        cells = re.findall(r'<td colspan="2" style="([^"]*)">(.*?)</td>', body, re.S)
        assert cells
        touched = ['class="touch"' in cell for _, cell in cells]
        assert [style.startswith("order:-1;") for style, _ in cells] == touched
        assert ('order:-1' in attributes) == any(touched)
    assert any("order:-1" in attributes for attributes, _ in rows)
    plain = PRESENTATION.render_view_html(view, seat, "en", ["Anne", "Bob", "Dagny"])
    assert "order:-1" not in plain and "scroll-hint" not in plain
