"""The service layer with a throwaway rule set of simultaneous secret choices (tests/services/duel.py):
a careless rule set's plain Python error on a malformed move is still a 422; the same error on a
listed move is a bug and surfaces; a secret choice stays hidden in views and events until revealed."""

from __future__ import annotations

import pytest

from games import services
from games.models import Event
from games.services.errors import Unprocessable
from tests.services.duel import Duel, duel_registered

pytestmark = pytest.mark.django_db


@pytest.fixture
def duel(players):
    with duel_registered():
        game = services.create_game(creator=players[0], ruleset_id="duel", seats=[players[0].pk, players[1].pk])
        game.refresh_from_db()
        yield game


def test_both_seats_are_to_move_at_once(duel):
    assert duel.to_move == [0, 1] and duel.status == "active"


@pytest.mark.parametrize("move", [{"type": "choose", "number": "two"}, {"type": "choose"},
                                  {"type": "choose", "number": None}, {"type": "choose", "number": [2]}])
def test_a_plain_error_on_a_malformed_move_is_a_422(players, duel, move):
    with pytest.raises(Unprocessable) as error:
        services.submit_move(game_id=duel.pk, player=players[0], move=move, expected_seq=duel.seq)
    assert error.value.code == "illegal_move" and "legal-moves" in error.value.message
    assert Event.objects.filter(game=duel).count() == duel.seq


def test_the_rules_own_sentence_still_wins(players, duel):
    with pytest.raises(Unprocessable) as error:
        services.submit_move(game_id=duel.pk, player=players[0], move={"type": "choose", "number": 7},
                             expected_seq=duel.seq)
    assert (error.value.code, error.value.message) == ("bad_number", "Choose 1, 2 or 3.")


def test_the_same_error_on_a_listed_move_is_a_bug_and_surfaces(players, duel, monkeypatch):
    def broken(self, state, seat, move, rng):
        raise TypeError("a bug in the rule set")

    monkeypatch.setattr(Duel, "decide", broken)
    with pytest.raises(TypeError):
        services.submit_move(game_id=duel.pk, player=players[0], move={"type": "choose", "number": 2},
                             expected_seq=duel.seq)
    assert Event.objects.filter(game=duel).count() == duel.seq


def test_a_secret_choice_is_hidden_until_revealed(players, client_for, duel):
    services.submit_move(game_id=duel.pk, player=players[0], move={"type": "choose", "number": 3},
                         expected_seq=duel.seq)
    other = client_for(players[1])
    events = other.get(f"/api/games/{duel.pk}/events/").json()
    chosen = [e for e in events if e["type"] == "number_chosen"]
    assert chosen == [{**chosen[0], "seat": 0, "data": {}}]
    assert other.get(f"/api/games/{duel.pk}/view/").json()["view"]["my_choice"] is None
    mine = client_for(players[0]).get(f"/api/games/{duel.pk}/events/").json()
    assert [e["data"] for e in mine if e["type"] == "number_chosen"] == [{"number": 3}]
    duel.refresh_from_db()
    services.submit_move(game_id=duel.pk, player=players[1], move={"type": "choose", "number": 1},
                         expected_seq=duel.seq)
    revealed = other.get(f"/api/games/{duel.pk}/events/").json()[-1]
    assert revealed["type"] == "round_revealed" and revealed["data"]["numbers"] == {"0": 3, "1": 1}
