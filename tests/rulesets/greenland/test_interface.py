"""The Ruleset contract: options, setup, errors for illegal and malformed moves."""

from random import Random

import pytest

from games.engine import IllegalMove, InvalidSetup, fold
from games.rulesets.greenland import GreenlandRuleset

RULES = GreenlandRuleset()


def start(players=3, seed=1, **options):
    resolved = RULES.resolve_options(players, options)
    return fold(RULES, RULES.setup(players, resolved, Random(seed)))


def test_identity_and_options():
    assert (RULES.id, RULES.name, RULES.min_players, RULES.max_players) == ("greenland", "Greenland", 1, 4)
    assert RULES.resolve_options(3, {}) == {
        "game": "beginner",
        "survivor": False,
        "bloody_snow": False,
        "cooperative": False,
        "sami": False,
    }
    with pytest.raises(InvalidSetup):
        RULES.resolve_options(5, {})
    with pytest.raises(InvalidSetup):
        RULES.resolve_options(4, {"sami": False})  # four only with the Sami (L): test_sami.py
    with pytest.raises(InvalidSetup):
        RULES.resolve_options(3, {"colour": "red"})


@pytest.mark.parametrize("players", [2, 3])
def test_setup_c_and_c1(players):
    state = start(players)
    tribes = [p["tribe"] for p in state["players"]]
    assert len(set(tribes)) == players
    for row in ("north", "south"):
        cards = state["rows"][row]["warm"] + state["rows"][row]["cold"]
        assert len(cards) == (6 if players == 3 else 5)
    for seat, player in enumerate(state["players"]):
        assert (player["energy"], player["ivory"], player["iron"]) == (5, 1, 1) or state["turn"] == 1
        assert sum(state["boards"][seat][rank][seat] for rank in range(6)) <= 6
    assert state["turn"] == 1 and state["event"] is not None
    assert state["events_left"] == 9
    assert not any(c in state["piles"]["north"] for c in ("musk_ox", "dogs", "gyrfalcon", "toggle_harpoon"))


def test_malformed_and_illegal_moves_raise_clear_errors():
    state = start()
    seat = RULES.to_move(state)[0]
    other = (seat + 1) % 3
    cases = [
        (seat, "nonsense", "malformed_move"),
        (seat, {"kind": "bid"}, "malformed_move"),
        (seat, {"type": "fly"}, "unknown_move_type"),
        (other, RULES.legal_moves(state, seat)[0], "not_your_turn"),
        (seat, {"type": "trophy", "claim": True}, "wrong_step"),
        (seat, {"type": RULES.legal_moves(state, seat)[0]["type"], "bogus": 1}, None),
    ]
    for who, move, code in cases:
        with pytest.raises(IllegalMove) as error:
            RULES.decide(state, who, move, Random(0))
        if code:
            assert error.value.code == code
        assert error.value.message.endswith(".")


def test_booleans_are_not_numbers():
    state = start(seed=3)
    seat = RULES.to_move(state)[0]
    for move in RULES.legal_moves(state, seat):
        if "alpha" in move:
            bad = dict(move, alpha=int(move["alpha"]))
            with pytest.raises(IllegalMove):
                RULES.decide(state, seat, bad, Random(0))
            break


def test_outcome_none_while_running():
    state = start()
    assert RULES.outcome(state) is None
    assert RULES.to_move(state)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bloody_snow_is_an_option_of_the_advanced_game_only(players):
    """F2: "Bloody Snow (advanced game only)": with the beginner game (C2) it is refused when the
    game is set up, never accepted and then ignored by the rules."""
    with pytest.raises(InvalidSetup, match="advanced game") as refused:
        RULES.resolve_options(players, {"bloody_snow": True})
    assert refused.value.code == "invalid_options"
    assert RULES.resolve_options(players, {"game": "advanced", "bloody_snow": True})["bloody_snow"]
