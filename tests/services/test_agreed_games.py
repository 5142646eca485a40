"""``create_agreed_game``: a game among players who agreed to play it beforehand (a tournament's
pairing): seated at once in the order given, without invitations, started now; refusals as
``create_game``'s, nothing created."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game, Invitation, Seat
from games.services.errors import BadRequest, Unprocessable

pytestmark = pytest.mark.django_db


def test_every_player_is_seated_in_order_and_the_game_starts(make_player):
    organiser = make_player("Organiser")
    # Players who did not opt in to direct seating: they agreed by joining the tournament.
    players = [make_player(seat_directly=False) for _ in range(3)]
    game = services.create_agreed_game(organiser=organiser, ruleset_id="uigo", players=players, rated=True)
    game.refresh_from_db()
    assert (game.status, game.rated, game.created_by_id) == (Game.Status.ACTIVE, True, organiser.pk)
    assert list(Seat.objects.filter(game=game).order_by("seat").values_list("player_id", flat=True)) == [
        p.pk for p in players]
    assert not Invitation.objects.filter(game=game).exists()
    assert game.seq > 0 and game.to_move


@pytest.mark.parametrize(("count", "kwargs", "error", "code"), [
    (2, {"ruleset_id": "chess"}, BadRequest, "unknown_ruleset"),
    (1, {"rated": True}, Unprocessable, "rated_alone"),
    (6, {}, Unprocessable, None),  # UIGO! takes 2 to 4
])
def test_refusals_create_nothing(make_player, count, kwargs, error, code):
    players = [make_player() for _ in range(count)]
    with pytest.raises(error) as caught:
        services.create_agreed_game(organiser=players[0], players=players, **({"ruleset_id": "uigo"} | kwargs))
    assert code is None or caught.value.code == code
    assert not Game.objects.exists()


def test_a_player_named_twice_is_refused(make_player):
    player = make_player()
    with pytest.raises(Unprocessable) as caught:
        services.create_agreed_game(organiser=player, ruleset_id="uigo", players=[player, player])
    assert caught.value.code == "duplicate_player"
    assert not Game.objects.exists()
