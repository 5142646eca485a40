"""Moves on the board: over random games of every rule set, each legal move's element
(``Presentation.target``) is drawn as a button of the board (``page_style.touchable``) that plays
it or picks it, named for what it does; a move with no element goes to the board's row of actions.
Counts how many moves each game puts on drawn elements, so that a game whose drawing stands for
none of its moves shows in the figures (``test_the_share_of_moves_on_drawn_elements``)."""

from __future__ import annotations

import json
import re
from collections import Counter
from html import unescape
from random import Random

import pytest

from games.engine import Touch
from games.rulesets import presentation_for, registry
from games.rulesets.page_style import acted_on_first, touchable

NAMES = ["Anne", "Bob", "Dagny", "Ulf", "Eve"]
STEPS = 60


def _positions(ruleset_id: str, seed: int, steps: int = STEPS):
    """(state, seat, legal moves, view) along a random game, at most ``steps`` decisions."""
    rules = registry().get(ruleset_id)
    players = max(rules.min_players, 2 if rules.max_players >= 2 else 1)
    rng = Random(seed)
    state = None
    for event in rules.setup(players, rules.resolve_options(players, {}), Random(seed)):
        state = rules.evolve(state, event)
    for _ in range(steps):
        to_move = rules.to_move(state)
        if not to_move:
            return
        seat = to_move[0]
        moves = rules.legal_moves(state, seat)
        yield state, seat, moves, rules.view(state, seat), players
        for event in rules.decide(state, seat, rng.choice(moves), Random(rng.random())):
            state = rules.evolve(state, event)


def _board(ruleset_id: str, view, seat, moves, players, locale="en"):
    presentation = presentation_for(ruleset_id)
    by_key: dict[str, list] = {}
    for move in moves:
        key = presentation.target(move, view)
        if key is not None:
            by_key.setdefault(key, []).append(move)
    touches = {key: Touch(tuple((json.dumps(m), presentation.describe_move(m, locale)) for m in listed))
               for key, listed in by_key.items()}
    html = presentation.render_view_html(view, seat, locale, NAMES[:players], touches=touches) or ""
    return by_key, html


@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_each_targeted_move_is_a_button_of_the_board(ruleset_id):
    for seed in (1, 2):
        for _state, seat, moves, view, players in _positions(ruleset_id, seed):
            by_key, html = _board(ruleset_id, view, seat, moves, players)
            buttons = re.findall(r'<button type="submit" class="touch"[^>]*>', html)
            drawn = {unescape(re.search(r'data-target="([^"]*)"', b).group(1)): b for b in buttons}
            for key, listed in by_key.items():
                assert key in drawn, f"{ruleset_id}: the element {key!r} of {listed[0]} is not drawn"
                button = drawn[key]
                if len(listed) == 1:
                    assert json.loads(unescape(re.search(r'value="([^"]*)"', button).group(1))) == listed[0]
                else:
                    assert 'form="board-pick"' in button
                assert re.search(r'aria-label="[^"]+"', button)
            # nothing is drawn as playable that is not
            assert set(drawn) <= set(by_key), f"{ruleset_id}: {set(drawn) - set(by_key)} drawn as moves"


def test_the_share_of_moves_on_drawn_elements(capsys):
    """Not a target: a figure per game, printed for the closing notes."""
    shares = {}
    for ruleset_id in registry().ids():
        counts = Counter()
        for _state, _seat, moves, view, _players in _positions(ruleset_id, 3):
            presentation = presentation_for(ruleset_id)
            for move in moves:
                counts["drawn" if presentation.target(move, view) is not None else "actions"] += 1
        shares[ruleset_id] = counts["drawn"] / max(1, sum(counts.values()))
    with capsys.disabled():
        print("\nshare of legal moves on drawn elements:", {k: round(v, 2) for k, v in shares.items()})
    assert shares["uigo"] == 1.0  # every UIGO! move is a card of the hand or a won card
    # most Knarr moves are a card, a destination, a trade or the recruit tokens (0.94 measured), most
    # Fjords moves a hex, an open tile or the draw pile (0.91): ending a turn, skipping an
    # artifact's offer and declining a hut stay in the row of actions
    assert shares["knarr"] >= 0.6
    assert shares["fjords"] >= 0.6
    # Measured floors (seed 3: Grænaland 0.80, Greenland 0.91): what stays in the row of actions is
    # a yes/no or an end ("End your turn", "Finish assigning", "Heroes stay"), a bid or the dice.
    assert shares["graenaland"] >= 0.75
    assert shares["greenland"] >= 0.85


def test_the_parts_a_decision_acts_on_come_first_moved_not_copied():
    """``acted_on_first``: the parts with buttons first, the one whose first button comes soonest
    ahead; the others after in their order; each part once; no buttons, the drawing's order."""
    touches = {"a": Touch((('{"type": "x"}', "Play x"),)), "b": Touch((('{"type": "y"}', "Play y"),))}
    status, rows = "<p>Turn 3</p>", "<div>" + "<p>a long note</p>" * 20 + touchable("a", "card", touches, "a", "en") + "</div>"
    tribes = "<div><h3>Tribes</h3>" + touchable("b", "Viking", touches, "b", "en") + "</div>"
    box = "<div>the box</div>"
    assert acted_on_first([status, rows, box, tribes]) == [tribes, rows, status, box]
    assert acted_on_first([status, box]) == [status, box]


@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_each_button_is_drawn_once(ruleset_id):
    """The parts a decision acts on are moved ahead, never copied: one button per element."""
    for seed in (1, 2):
        for _state, seat, moves, view, players in _positions(ruleset_id, seed):
            _by_key, html = _board(ruleset_id, view, seat, moves, players)
            targets = Counter(re.findall(r'<button type="submit" class="touch"[^>]*data-target="([^"]*)"', html))
            assert not [key for key, count in targets.items() if count > 1], f"{ruleset_id}: {targets}"


def test_greenland_cards_to_choose_among_head_the_rows():
    """A hunt or a retreat acts on some cards of the rows only: they head the rows (on a phone's
    first screen), each once, and their places in the rows keep their names."""
    met = 0
    for seed in range(1, 9):
        for _state, seat, moves, view, players in _positions("greenland", seed, steps=400):
            by_key, html = _board("greenland", view, seat, moves, players)
            biomes = [key for key in by_key if key.startswith("biome:")]
            every = sum(len(cards) for row in view["rows"].values() for cards in row.values())
            if not biomes or len(biomes) == every:
                continue
            met += 1
            rows = html[html.index('data-section="rows"'):]
            assert rows.index("To choose now") < rows.index("Northern row")
            for key in biomes:
                assert rows.index(f'data-target="{key}"') < rows.index("Northern row")
            assert rows.count("above, to choose") == len(biomes)
    assert met, "no hunt or retreat met"

