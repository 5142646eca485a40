"""Seat A never sees seat B's hand, in any view or any event, before B plays the card: checked
after every move (against the events of the current round: a new deal reuses the cards) of whole UIGO! games for 2, 3 and 4 players, through the same reads the API
serves (``view`` of the loaded state, ``events_for_seat``), and through the API itself."""

from __future__ import annotations

import json
import re
from random import Random

import pytest

from games import services
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db
CARD = re.compile(r"\b(?:red|blue|green|yellow|purple)-[0-8]\b")


def cards_in(value) -> set[str]:
    return set(CARD.findall(json.dumps(value, default=str)))


def this_round(view: dict) -> dict:
    """The view without ``last_round``: the kingdoms of the round before, public, whose cards are
    shuffled and dealt again."""
    return {key: value for key, value in view.items() if key != "last_round"}


@pytest.mark.parametrize("count", [2, 3, 4])
def test_no_seat_ever_sees_another_seats_hand(make_player, count):
    players = [make_player() for _ in range(count)]
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    ruleset, chooser, seated = services.ruleset_for(game), Random(count * 31), seat_players(game)
    seen_events: dict[int, set[str]] = {seat: set() for seat in range(count)}
    last_seen = 0
    checks = 0
    while True:
        game.refresh_from_db()
        state = services.load_state(game)
        for seat in range(count):
            for event in services.events_for_seat(game, seat, after=last_seen):
                if event["type"] == "round_dealt":  # cards played last round are dealt again
                    seen_events[seat] = set()
                seen_events[seat] |= cards_in(event)
        last_seen = game.seq
        for seat in range(count):
            shown = cards_in(this_round(ruleset.view(state, seat))) | seen_events[seat]
            assert set(state["hands"][seat]) <= shown or not state["hands"][seat]  # one's own hand is shown
            for other in range(count):
                if other != seat:
                    leaked = shown & set(state["hands"][other])
                    assert not leaked, f"seat {seat} saw {sorted(leaked)} of seat {other}'s hand at seq {game.seq}"
            checks += 1
        spectator = cards_in(this_round(ruleset.view(state, None)))
        assert not spectator & {card for hand in state["hands"] for card in hand}
        if game.status != "active":
            break
        play_random_move(game, chooser, seated)
    assert checks > 50 * count


def test_the_api_shows_a_seat_its_own_hand_only(players, client_for):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:3]])
    game.refresh_from_db()
    state = services.load_state(game)
    for seat in range(3):
        client = client_for(players[seat])
        shown = cards_in(this_round(client.get(f"/api/games/{game.pk}/view/").json()["view"]))
        shown |= cards_in(client.get(f"/api/games/{game.pk}/events/").json())
        shown |= cards_in(this_round(client.get(f"/api/games/{game.pk}/view/?at=1").json()["view"]))
        assert set(state["hands"][seat]) <= shown
        others = {card for other, hand in enumerate(state["hands"]) if other != seat for card in hand}
        assert not shown & others
