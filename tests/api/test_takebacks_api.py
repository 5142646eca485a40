"""The takeback endpoints: ask, accept, decline, and the refusals as problem+json."""

from __future__ import annotations

from random import Random

from django.urls import reverse

from games.models import Event, Seat
from games.services import takebacks
from tests.playing import seat_players
from tests.services.test_takebacks import find_moves, play, start


def _url(name: str, game) -> str:
    return reverse(name, kwargs={"game_id": game.pk})


def _problem(response, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def _silent_move(players, ruleset_id="graenaland", count=3):
    game = start(players, ruleset_id, count)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(3), by_seat, want_silent=True)
    play(game, seat, move, by_seat)
    return game, by_seat, seat


def test_a_silent_move_nobody_saw_is_taken_back_at_once(players, client_for):
    game, by_seat, seat = _silent_move(players)
    client = client_for(by_seat[seat])
    offer = client.get(_url("api-game-takeback", game))
    assert offer.status_code == 200
    assert offer.json()["can_request"] is True and offer.json()["instant"] is True
    answer = client.post(_url("api-game-takeback", game))
    assert answer.status_code == 201, answer.content
    assert answer.json()["taken_back"] is True and answer.json()["can_request"] is False
    assert Event.objects.filter(game=game, type="meta:takeback").count() == 1
    # The event reaches the log as any event: another player reads it.
    other = next(s for s in by_seat if s != seat)
    log = client_for(by_seat[other]).get(_url("game-events", game)).json()
    assert log[-1]["type"] == "meta:takeback" and log[-1]["seat"] == seat
    # Taken back, the move is no longer there to take back.
    _problem(client.post(_url("api-game-takeback", game)), 422, takebacks.NOTHING)


def test_seen_by_the_others_they_are_asked_and_all_must_accept(players, client_for):
    game, by_seat, seat = _silent_move(players)
    Seat.objects.filter(game=game).exclude(seat=seat).update(seen_seq=game.seq)
    asked = client_for(by_seat[seat]).post(_url("api-game-takeback", game))
    assert asked.status_code == 201 and asked.json()["taken_back"] is False and asked.json()["pending"] is True
    _problem(client_for(by_seat[seat]).post(_url("api-game-takeback", game)), 409, takebacks.PENDING)
    first, second = [s for s in by_seat if s != seat]
    state = client_for(by_seat[first]).get(_url("api-game-takeback", game)).json()
    assert state["must_answer"] is True and state["requester"] == seat
    assert client_for(by_seat[first]).post(_url("api-game-takeback-accept", game)).json()["taken_back"] is False
    _problem(client_for(by_seat[first]).post(_url("api-game-takeback-accept", game)), 409, "takeback_answered")
    done = client_for(by_seat[second]).post(_url("api-game-takeback-accept", game))
    assert done.status_code == 200 and done.json()["taken_back"] is True


def test_a_decline_ends_it_and_refusals_say_why(players, client_for, make_player):
    game, by_seat, seat = _silent_move(players, "fjords", 2)
    other = 1 - seat
    _problem(client_for(by_seat[other]).post(_url("api-game-takeback-accept", game)), 422, takebacks.NO_REQUEST)
    Seat.objects.filter(game=game, seat=other).update(seen_seq=game.seq)
    client_for(by_seat[seat]).post(_url("api-game-takeback", game))
    declined = client_for(by_seat[other]).post(_url("api-game-takeback-decline", game))
    assert declined.status_code == 200 and declined.json()["taken_back"] is False
    _problem(client_for(by_seat[seat]).post(_url("api-game-takeback", game)), 422, takebacks.ASKED)
    _problem(client_for(make_player()).post(_url("api-game-takeback", game)), 403, "not_your_game")
    _problem(client_for(by_seat[seat]).post(reverse("api-game-takeback", kwargs={"game_id": 999999})), 404,
             "game_not_found")


def test_a_move_that_revealed_something_is_refused(players, client_for):
    game = start(players, "uigo", 3)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(2), by_seat, want_silent=False)
    play(game, seat, move, by_seat)
    refused = client_for(by_seat[seat]).post(_url("api-game-takeback", game))
    _problem(refused, 422, takebacks.REVEALED)
    assert "revealed" in refused.json()["detail"]
    assert client_for(by_seat[seat]).get(_url("api-game-takeback", game)).json()["refusal"] == takebacks.REVEALED
