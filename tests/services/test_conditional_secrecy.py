"""A conditional move tells its owner nothing the redacted events do not: a condition is judged only
on an opponent's move its owner saw whole. With Steps (tests/services/steps.py), a seat on the gate
spends one token of its hidden hand, and the other seat's events say only that a token was spent:
conditions naming each token must end alike whichever was spent. Leaving or cancelling one does not
show in the other seat's games list either (the list's order and cursor read ``updated_at``)."""

from __future__ import annotations

import pytest

from games import services
from games.models import ConditionalMove, Event, Game
from games.services import conditional
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}
RED, BLUE = {"type": "token", "token": "red"}, {"type": "token", "token": "blue"}
# Seat 1 walks to the gate (cell 5) while seat 0 jumps over it: then seat 1 must spend red or blue.
TO_THE_GATE = [STEP1, STEP2, STEP1, STEP1, STEP1, STEP1, STEP1, STEP1, STEP2]


@pytest.fixture
def game(players):
    with steps_registered():
        created = services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
        created.refresh_from_db()
        yield created


def _move(game, player, move):
    game.refresh_from_db()
    return services.submit_move(game_id=game.pk, player=player, move=move, expected_seq=game.seq)


def _walk_to_the_gate(game, players):
    for number, move in enumerate(TO_THE_GATE):
        _move(game, players[number % 2], move)
    game.refresh_from_db()
    assert game.to_move == [1] and services.load_state(game)["pos"] == [6, 5]


@pytest.mark.parametrize("spent", [RED, BLUE])
def test_conditions_on_a_hidden_token_end_alike_whichever_was_spent(players, game, client_for, spent):
    _walk_to_the_gate(game, players)
    owner = client_for(players[0])
    for if_move, then_move in ((RED, STEP1), (BLUE, STEP2)):
        answer = owner.post(f"/api/games/{game.pk}/conditional-moves/", {"if_move": if_move, "then_move": then_move},
                            format="json")
        assert answer.status_code == 201, answer.json()
    before = game.seq
    _move(game, players[1], spent)
    events = owner.get(f"/api/games/{game.pk}/events/", {"after": before}).json()
    events = events["results"] if isinstance(events, dict) else events
    assert [(event["type"], event["data"]) for event in events] == [("token_spent", {"by": 1})]
    listed = owner.get(f"/api/games/{game.pk}/conditional-moves/").json()
    listed = listed["results"] if isinstance(listed, dict) else listed
    assert sorted(entry["status"] for entry in listed) == ["dropped", "dropped"]
    assert set(ConditionalMove.objects.filter(game=game).values_list("status", flat=True)) == {"dropped"}
    assert not Event.objects.filter(game=game, seq__gt=before, type="meta:conditional").exists()
    game.refresh_from_db()
    assert game.to_move == [0]  # nothing was played for the owner: it is their turn, to play by hand


def test_a_condition_on_a_public_move_is_still_answered(players, game):
    conditional.create(game_id=game.pk, player=players[1], if_move=STEP2, then_move=STEP1)
    _move(game, players[0], STEP2)
    assert ConditionalMove.objects.get(game=game).status == "played"


def test_leaving_or_cancelling_one_does_not_move_the_other_seats_games_list(players, game, client_for):
    services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
    _move(game, players[0], STEP1)  # seat 1 to move; seat 0 may leave conditionals
    opponent = client_for(players[1])

    def games_list():
        answer = opponent.get("/api/games/", {"limit": 1})
        return answer.json(), answer.get("Link")

    seen = games_list()
    updated = Game.objects.get(pk=game.pk).updated_at
    left = conditional.create(game_id=game.pk, player=players[0], if_move=STEP1, then_move=STEP2)
    assert games_list() == seen
    conditional.cancel(game_id=game.pk, player=players[0], conditional_id=left.pk)
    assert games_list() == seen
    assert Game.objects.get(pk=game.pk).updated_at == updated
