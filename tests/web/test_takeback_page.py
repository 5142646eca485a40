"""The game page's takeback: the button only when allowed, the others' answer forms."""

from __future__ import annotations

from random import Random

from django.urls import reverse

from games.models import Event
from tests.playing import seat_players
from tests.services.test_takebacks import find_moves, play, start


def _page(client, game) -> str:
    return client.get(reverse("game-page", kwargs={"game_id": game.pk})).content.decode()


def test_the_button_the_request_and_the_answer(person, account_client):
    alice, bob = person("Alice"), person("Bob", locale="fr")
    game = start([alice, bob], "fjords", 2)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(3), by_seat, want_silent=True)
    mover, other = by_seat[seat], by_seat[1 - seat]
    mover.locale, other.locale = "en", "fr"  # the mover reads English, the other French
    mover.save(update_fields=["locale"])
    other.save(update_fields=["locale"])
    before = _page(account_client(mover), game)
    assert "Take back my last move" not in before
    play(game, seat, move, by_seat)
    html = _page(account_client(mover), game)
    assert "Take back my last move" in html and "taken back at once" in html
    # Bob looks at the game: he has seen the move, so he must now be asked.
    assert "Reprendre mon dernier coup" not in _page(account_client(other, "fr"), game)
    html = _page(account_client(mover), game)
    assert "they are asked to accept" in html
    response = account_client(mover).post(reverse("game-takeback", kwargs={"game_id": game.pk}),
                                          {"action": "request"}, follow=True)
    assert "The other players are asked to accept your takeback." in response.content.decode()
    html = _page(account_client(other, "fr"), game)
    assert "demande à reprendre son dernier coup" in html and "Accepter la reprise" in html
    response = account_client(other, "fr").post(reverse("game-takeback", kwargs={"game_id": game.pk}),
                                                {"action": "accept"}, follow=True)
    assert "Le coup est repris." in response.content.decode()
    assert Event.objects.filter(game=game, type="meta:takeback").exists()
    html = _page(account_client(mover), game)
    assert "Your turn." in html and "Take back my last move" not in html
    assert "last move is taken back" in html


def test_no_button_after_a_move_that_revealed_something(person, account_client):
    alice, bob, carole = person("Alice"), person("Bob"), person("Carole")
    game = start([alice, bob, carole], "uigo", 3)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(2), by_seat, want_silent=False)
    play(game, seat, move, by_seat)
    assert "Take back my last move" not in _page(account_client(by_seat[seat]), game)
    response = account_client(by_seat[seat]).post(reverse("game-takeback", kwargs={"game_id": game.pk}),
                                                  {"action": "request"}, follow=True)
    assert "revealed hidden information" in response.content.decode()
