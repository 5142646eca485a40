"""The engine's shared helpers."""

from __future__ import annotations

import pytest

from games.engine import InvalidSetup, make_outcome, rng_for
from games.engine.registry import Registry
from games.rulesets import registry


def test_outcome_ranks_by_score_and_shares_ties():
    outcome = make_outcome({0: 10, 1: 25, 2: 25, 3: 3})
    assert outcome["winners"] == [1, 2]
    assert [(r["seat"], r["rank"]) for r in outcome["ranking"]] == [(1, 1), (2, 1), (0, 3), (3, 4)]
    assert outcome["scores"] == {"0": 10, "1": 25, "2": 25, "3": 3}


def test_outcome_tiebreak_separates_equal_scores():
    outcome = make_outcome({0: 40, 1: 40}, tiebreak={0: 2, 1: 5})
    assert outcome["winners"] == [1]
    assert [r["rank"] for r in outcome["ranking"]] == [1, 2]


def test_rng_is_deterministic_per_seed_and_seq():
    assert rng_for("s", 3).random() == rng_for("s", 3).random()
    assert rng_for("s", 3).random() != rng_for("s", 4).random()
    assert rng_for("s", 3).random() != rng_for("t", 3).random()


def test_registry_refuses_duplicates():
    ruleset = next(iter(registry()))
    with pytest.raises(ValueError):
        Registry([ruleset, ruleset])


@pytest.mark.parametrize("ruleset", list(registry()), ids=lambda r: r.id)
def test_resolve_options_checks_player_count_and_schema(ruleset):
    with pytest.raises(InvalidSetup) as error:
        ruleset.resolve_options(ruleset.max_players + 1, {})
    assert error.value.code == "wrong_player_count"
    with pytest.raises(InvalidSetup) as error:
        ruleset.resolve_options(ruleset.min_players, {"no_such_option": 1})
    assert error.value.code == "invalid_options"
    assert isinstance(ruleset.resolve_options(ruleset.min_players, {}), dict)
