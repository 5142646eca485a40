"""What Grænaland gives the bots' search (``heuristics.py``): the moves worth searching.

``candidate_moves`` must be a non-empty subset of the legal moves, hold the policy's move, leave a
mere step (paying, a palisade gift, hero plans, offers to another's joint work) to the policy
alone, never offer a public work or a joint one while building, and read only what the seat sees;
"strong"'s (``strong_candidate_moves``) are the same but for the hero plans, which it searches.
"""

from __future__ import annotations

import json

from games.rulesets.graenaland import heuristics
from games.rulesets.graenaland.policy import choose_move, project_gain
from tests.rulesets.graenaland.bot_games import RULESET, play_game, random_chooser
from tests.rulesets.graenaland.test_policy import _shadow

PUBLIC_WORKS = {"road", "market", "palisade", "improvement"}


def test_candidates_are_legal_hold_the_policy_move_and_see_only_the_seat():
    seen = {"step": 0, "heroes": 0, "build": 0, "all": 0}
    for players, options in ((3, {}), (4, {"victory_point_cards": True, "advanced_setup": True})):
        resolved = RULESET.resolve_options(players, options)

        def checked(state, seat, move_rng):
            legal = RULESET.legal_moves(state, seat)
            before = json.dumps(state, sort_keys=True)
            candidates = heuristics.candidate_moves(state, seat, legal)
            assert json.dumps(state, sort_keys=True) == before, "candidate_moves changed the state"
            assert candidates and all(move in legal for move in candidates)
            assert heuristics.candidate_moves(_shadow(state, seat), seat, legal) == candidates, (
                "the candidates depend on what the seat cannot see")
            policy = choose_move(state, seat)
            if len(legal) > 1:
                assert policy in candidates
            kinds = {move["type"] for move in legal}
            if len(legal) > 1 and kinds & heuristics.STEPS:
                assert candidates == [policy]
                seen["step"] += 1
                if kinds == {"plan_hero"}:  # "strong" searches the hero plans
                    assert heuristics.strong_candidate_moves(state, seat, legal) == legal
                    seen["heroes"] += 1
            else:
                assert heuristics.strong_candidate_moves(state, seat, legal) == candidates
                if kinds & ({"build", "take_supply"} | heuristics.ENDINGS):
                    builds = [move for move in candidates if move["type"] == "build" and move != policy]
                    assert len(builds) <= heuristics.TOP_BUILDS
                    assert all(move["project"] not in PUBLIC_WORKS for move in builds)
                    assert all(project_gain(state, seat, move) > 0 for move in builds)
                    assert not any(move["type"] == "propose_joint" for move in candidates if move != policy)
                    seen["build"] += 1
                elif len(legal) > 1 and not kinds & heuristics.UNDOING:
                    assert candidates == legal, "proposals, votes and claims keep all their moves"
                    seen["all"] += 1
            # half the moves random, so that the checks meet varied positions
            return policy if move_rng.random() < 0.5 else random_chooser(state, seat, move_rng)

        play_game(players, 11, [checked] * players, resolved)
    assert all(seen.values()), seen


def test_undoing_moves_are_left_out_unless_alone():
    undo = {"type": "cancel_project"}
    assert heuristics.candidate_moves({}, 0, [undo]) == [undo]
