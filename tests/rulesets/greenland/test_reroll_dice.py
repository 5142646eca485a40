"""Greenland's re-roll decisions on the board (issue 32): the dice a re-roll acts on are its button.

Over random games, at every re-roll to be chosen (a hunt's, G2; an attack's, F2), each
``reroll`` move stands for the dice of the roll under way showing its face that may still be
re-rolled (not fixed, not re-rolled yet): those dice, and only those, are drawn inside one button
of the board (``dice:<face>``) named as the move ("Re-roll the 3s", « Relancer les 3 »), which
plays it; the roll's image keeps the other dice and its name for the whole roll. "Keep the dice"
and conversions (a set of faces) stay in the row of actions."""

from __future__ import annotations

import re
from html import unescape
from random import Random

from games.rulesets import presentation_for, registry
from tests.rulesets.test_board import _board

GAMES = [(3, {}), (2, {"game": "advanced"}), (4, {"game": "advanced"})]


def reroll_positions(players: int, options: dict, seed: int, steps: int = 1500):
    """(state, seat, moves, view) at each re-roll decision of a random game."""
    rules = registry().get("greenland")
    rng, state = Random(seed), None
    for event in rules.setup(players, rules.resolve_options(players, options), Random(seed)):
        state = rules.evolve(state, event)
    for _ in range(steps):
        to_move = rules.to_move(state)
        if not to_move:
            return
        seat = to_move[0]
        moves = rules.legal_moves(state, seat)
        if (state.get("step") or {}).get("ask") in ("reroll", "attack_reroll"):
            yield state, seat, moves, rules.view(state, seat)
        for event in rules.decide(state, seat, rng.choice(moves), Random(rng.random())):
            state = rules.evolve(state, event)


def free_dice(view: dict) -> list[int]:
    """The faces of the dice a re-roll may act on, read from the view (not from the drawing)."""
    if view["step"]["ask"] == "reroll":
        return [d["v"] for d in view["hunt"]["roll"]["dice"] if not d["fixed"] and not d["rr"]]
    return [d["v"] for d in view["battle"]["dice"] if not d["rr"]]


def test_the_dice_a_reroll_acts_on_are_its_button():
    presentation, seen = presentation_for("greenland"), 0
    for players, options in GAMES:
        for seed in (1, 2):
            for _state, seat, moves, view in reroll_positions(players, options, seed):
                for locale, label in (("en", "Re-roll the {}s"), ("fr", None)):
                    by_key, html = _board("greenland", view, seat, moves, players, locale)
                    rerolls = [move for move in moves if move["type"] == "reroll"]
                    assert rerolls, moves
                    assert presentation.target({"type": "keep_dice"}, view) is None
                    for move in rerolls:
                        face = move["face"]
                        assert presentation.target(move, view) == f"dice:{face}"
                        assert by_key[f"dice:{face}"] == [move]
                        buttons = re.findall(
                            rf'<button [^>]*aria-label="([^"]*)"[^>]*data-target="dice:{face}"[^>]*>(.*?)</button>',
                            html, re.S)
                        assert len(buttons) == 1, html
                        name, inner = buttons[0]
                        assert unescape(name) == presentation.describe_move(move, locale)
                        if label:
                            assert unescape(name) == label.format(face)
                        drawn = [int(f) for f in re.findall(r'data-face="(\d)"', inner)]
                        assert drawn == [face] * free_dice(view).count(face), (drawn, view)
                    image = re.search(r'<span data-dice="([^"]*)" role="img" aria-label="[^"]+"[^>]*>(.*?)</span>',
                                      html, re.S)
                    assert image is not None
                    # The roll's image still names every die; it draws those no button holds.
                    kept = len(re.findall(r"<svg ", image.group(2)))
                    in_buttons = sum(free_dice(view).count(m["face"]) for m in rerolls)
                    assert kept + in_buttons == len(image.group(1).split())
                seen += 1
    assert seen >= 3, "too few re-roll decisions in these games to tell"
