"""Conditional answers from the position they would be played in: where the opponent's moves are
public and the condition tells nothing hidden, the answers are listed from the position after it,
and an answer that would not be legal there is refused when it is entered (422
``impossible_answer``), not dropped later; elsewhere nothing is refused early."""

from __future__ import annotations

import pytest

from games import services
from games.rulesets import registry
from games.services import conditional
from games.services.errors import Unprocessable
from tests.services.steps import NARROW, Steps

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


class PublicSteps(Steps):
    """Steps where stepping is public and reveals nothing: a pawn's moves are known to both."""

    id = "public-steps"
    silent_events = frozenset({"stepped"})

    def public_legal_moves(self, state, seat):
        return self.legal_moves(state, seat) if state["pos"][seat] not in {5} else None


@pytest.fixture
def game(players):
    registry().register(PublicSteps())
    try:
        created = services.create_game(creator=players[0], ruleset_id="public-steps",
                                       seats=[players[0].pk, players[1].pk])
        created.refresh_from_db()
        yield created
    finally:
        registry().unregister(PublicSteps.id)


def test_the_answers_are_those_of_the_position_after_the_condition(players, game):
    rules = registry().get("public-steps")
    state = services.load_state(game)
    assert conditional.answers_after(rules, state, 1, STEP2) == [STEP1, STEP2]
    assert conditional.answers_after(rules, state, 1, {"type": "step", "by": 7}) is None  # not one of theirs now


def test_an_impossible_answer_is_refused_when_it_is_entered(players, game, monkeypatch):
    # Seat 1's pawn on a narrow cell: after seat 0's move it may only step 1.
    state = services.load_state(game)
    state["pos"][1] = min(NARROW)
    monkeypatch.setattr(services, "load_state", lambda *a, **k: state)
    monkeypatch.setattr(conditional, "load_state", lambda *a, **k: state)
    with pytest.raises(Unprocessable) as refused:
        conditional.create(game_id=game.pk, player=players[1], if_move=STEP1, then_move=STEP2)
    assert refused.value.code == "impossible_answer"
    assert "would not be a legal move" in str(refused.value.message)
    kept = conditional.create(game_id=game.pk, player=players[1], if_move=STEP1, then_move=STEP1)
    assert kept.status == "pending"


def test_without_public_moves_nothing_is_refused_early(players):
    from tests.services.steps import steps_registered

    with steps_registered():
        game = services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
        made = conditional.create(game_id=game.pk, player=players[1], if_move=STEP1, then_move={"type": "step", "by": 9})
        assert made.status == "pending"  # checked when due, as before
