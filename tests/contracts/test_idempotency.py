"""Idempotency-Key (DESIGN.md "API", docs/design/move-path.md "Idempotency"), attacked through the REST API.

- The same key with the same body returns the first answer: the same status and the same body,
  byte for byte, even after the game moved on, finished or was aborted; nothing more is appended.
- The same key with another body: 422 ``idempotency_key_reused``, nothing appended.
- Keys are per game: the same key in another game is a new request.
- A refused move (422, 409, 403) stores nothing under its key (the key lives on the first event
  of a batch): retried unchanged it is refused again the same way, and the key stays free for
  the corrected move.
- The same key in flight from several connections at once: one batch, every other answer is the
  first answer or a 409 ``request_in_progress``.
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from games.models import Event, Game
from games.services import admin_actions
from tests.contracts.support import (
    RULESETS,
    assert_projections_follow_the_log,
    new_game,
    next_move,
    run_together,
    seat_players,
    snapshot_of_rows,
)

pytestmark = pytest.mark.django_db


def problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == code and body["status"] == status
    return body


def post_move(client: APIClient, game_id: int, move: dict, seq: int, key: str | None = None):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key is not None else {}
    return client.post(
        f"/api/games/{game_id}/moves/", {"move": move, "expected_seq": seq}, format="json", **headers
    )


def play_one(clients: dict, game_id: int, pick: int = 0) -> None:
    seq, seat, move = next_move(game_id, pick)
    assert post_move(clients[seat], game_id, move, seq).status_code == 201


@pytest.fixture
def table(players, client_for):
    """A two-seat UIGO! game and an API client per seat."""
    game = new_game(players)
    return game, {seat: client_for(player) for seat, player in seat_players(game).items()}


def same_answer(again, first) -> None:
    """The same status, media type and body. The body is compared as JSON: the first answer's
    event data are the dicts the rule set made, a retry's are read back from JSONB, which may list
    object keys in another order (no difference in JSON)."""
    assert (again.status_code, again["Content-Type"], again.json()) == (
        first.status_code,
        first["Content-Type"],
        first.json(),
    )


def test_a_retry_gets_the_first_answer_after_the_game_moved_on(table):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    first = post_move(clients[seat], game.pk, move, seq, key="retry-1")
    assert first.status_code == 201
    for pick in range(3):  # the game moves on: other moves by both seats
        play_one(clients, game.pk, pick)
    before = snapshot_of_rows(game.pk)
    again = post_move(clients[seat], game.pk, move, seq, key="retry-1")
    same_answer(again, first)
    assert snapshot_of_rows(game.pk)["events"] == before["events"]
    assert Event.objects.filter(game=game, idempotency_key="retry-1").count() == 1
    assert_projections_follow_the_log(game.pk)


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_every_rule_sets_moves_replay_their_first_answer(make_player, client_for, ruleset):
    players = [make_player() for _ in range(RULESETS[ruleset])]
    game = new_game(players, ruleset)
    clients = {seat: client_for(player) for seat, player in seat_players(game).items()}
    answers = []
    for pick in range(8):
        if Game.objects.get(pk=game.pk).status != Game.Status.ACTIVE:
            break
        seq, seat, move = next_move(game.pk, pick)
        first = post_move(clients[seat], game.pk, move, seq, key=f"k{pick}")
        assert first.status_code == 201, first.content
        answers.append((seat, move, seq, f"k{pick}", first))
    count = Event.objects.filter(game=game).count()
    for seat, move, seq, key, first in answers:
        same_answer(post_move(clients[seat], game.pk, move, seq, key=key), first)
    assert Event.objects.filter(game=game).count() == count


def test_a_retry_of_the_move_that_ended_the_game_still_gets_its_answer(make_player, client_for):
    players = [make_player() for _ in range(2)]
    game = new_game(players)
    clients = {seat: client_for(player) for seat, player in seat_players(game).items()}
    key_of_last = None
    while Game.objects.get(pk=game.pk).status == Game.Status.ACTIVE:
        seq, seat, move = next_move(game.pk)
        key_of_last = (f"m-{seq}", seat, move, seq)
        assert post_move(clients[seat], game.pk, move, seq, key=key_of_last[0]).status_code == 201
    key, seat, move, seq = key_of_last
    first = Event.objects.get(game=game, idempotency_key=key)
    again = post_move(clients[seat], game.pk, move, seq, key=key)
    assert again.status_code == 201
    body = again.json()
    assert body["events"][0]["seq"] == first.seq and body["seq"] == Game.objects.get(pk=game.pk).seq
    # The same key with another body is still refused as a reuse, not as "game over".
    problem(post_move(clients[seat], game.pk, move, seq + 1, key=key), 422, "idempotency_key_reused")


def test_a_retry_after_an_abort_gets_the_first_answer(table, make_player):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    first = post_move(clients[seat], game.pk, move, seq, key="before-abort")
    admin_actions.abort_game(game_id=game.pk, admin=make_player("Admin"), reason="test")
    again = post_move(clients[seat], game.pk, move, seq, key="before-abort")
    same_answer(again, first)
    # A new key on the aborted game is refused as such.
    problem(
        post_move(clients[seat], game.pk, move, Game.objects.get(pk=game.pk).seq, key="after-abort"),
        422,
        "game_not_active",
    )
    assert_projections_follow_the_log(game.pk)


@pytest.mark.parametrize("change", ["expected_seq", "move", "extra_field"])
def test_the_same_key_with_another_body_is_422_and_appends_nothing(table, change):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    assert post_move(clients[seat], game.pk, move, seq, key="k").status_code == 201
    seq2, seat2, move2 = next_move(game.pk)
    other = {
        "expected_seq": (move, seq + 1),
        "move": ({**move, "card": "nonsense"}, seq),
        "extra_field": ({**move, "note": 1}, seq),
    }[change]
    before = snapshot_of_rows(game.pk)
    body = problem(
        post_move(clients[seat], game.pk, other[0], other[1], key="k"), 422, "idempotency_key_reused"
    )
    assert body["detail"]
    assert snapshot_of_rows(game.pk) == before
    # Even a body that would be a perfectly good next move is refused under a used key.
    if seat2 == seat:
        problem(post_move(clients[seat], game.pk, move2, seq2, key="k"), 422, "idempotency_key_reused")


def test_the_body_hash_ignores_the_order_of_json_keys(table):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    url = f"/api/games/{game.pk}/moves/"
    first = clients[seat].post(
        url, {"move": move, "expected_seq": seq}, format="json", HTTP_IDEMPOTENCY_KEY="o"
    )
    reordered = {"expected_seq": seq, "move": dict(reversed(list(move.items())))}
    again = clients[seat].post(url, reordered, format="json", HTTP_IDEMPOTENCY_KEY="o")
    same_answer(again, first)


def test_another_player_of_the_same_game_cannot_replay_or_reuse_a_key(table):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    assert post_move(clients[seat], game.pk, move, seq, key="mine").status_code == 201
    other = 1 - seat
    before = snapshot_of_rows(game.pk)
    problem(post_move(clients[other], game.pk, move, seq, key="mine"), 422, "idempotency_key_reused")
    assert snapshot_of_rows(game.pk) == before


def test_keys_are_per_game(players, client_for):
    games = [new_game(players), new_game(players)]
    for game in games:
        clients = {seat: client_for(player) for seat, player in seat_players(game).items()}
        seq, seat, move = next_move(game.pk)
        response = post_move(clients[seat], game.pk, move, seq, key="shared-key")
        assert response.status_code == 201, response.content
        assert response.json()["events"][0]["seq"] == seq + 1
    assert Event.objects.filter(idempotency_key="shared-key").count() == 2


@pytest.mark.parametrize("refusal", ["illegal", "stale", "not_your_turn"])
def test_a_refused_move_stores_nothing_under_its_key(table, refusal):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    client, body_move, body_seq, status, code = {
        "illegal": (clients[seat], {"type": "play_card", "card": "purple-99"}, seq, 422, None),
        "stale": (clients[seat], move, seq - 1, 409, "stale_seq"),
        "not_your_turn": (clients[1 - seat], move, seq, 409, "not_your_turn"),
    }[refusal]
    before = snapshot_of_rows(game.pk)
    first = post_move(client, game.pk, body_move, body_seq, key="refused")
    assert first.status_code == status and first["Content-Type"].startswith("application/problem+json")
    if code:
        assert first.json()["code"] == code
    assert snapshot_of_rows(game.pk) == before, "a refused move wrote something"
    # Retried unchanged (nothing changed meanwhile): refused the same way.
    again = post_move(client, game.pk, body_move, body_seq, key="refused")
    assert (again.status_code, again.json()["code"]) == (first.status_code, first.json()["code"])
    # The key was not spent: the corrected move goes through with it.
    accepted = post_move(clients[seat], game.pk, move, seq, key="refused")
    assert accepted.status_code == 201, accepted.content
    assert Event.objects.get(game=game, idempotency_key="refused").seq == seq + 1
    assert_projections_follow_the_log(game.pk)


@pytest.mark.parametrize("key", ["", "k" * 129])
def test_malformed_keys_are_400_and_write_nothing(table, key):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    before = snapshot_of_rows(game.pk)
    problem(post_move(clients[seat], game.pk, move, seq, key=key), 400, "malformed_idempotency_key")
    assert snapshot_of_rows(game.pk) == before


def test_a_key_of_128_non_ascii_characters_is_accepted_and_replayed(table):
    game, clients = table
    seq, seat, move = next_move(game.pk)
    key = "é" * 128  # a header is read as latin-1: 128 characters, 128 bytes
    first = post_move(clients[seat], game.pk, move, seq, key=key)
    assert first.status_code == 201, first.content
    again = post_move(clients[seat], game.pk, move, seq, key=key)
    same_answer(again, first)


@pytest.mark.django_db(transaction=True)
def test_the_same_key_from_many_connections_at_once_makes_one_batch(players, client_for):
    game = new_game(players)
    seq, seat, move = next_move(game.pk)
    player = seat_players(game)[seat]
    tokens = [client_for(player) for _ in range(6)]  # one client (and token) per thread

    def post(client: APIClient):
        return lambda: post_move(client, game.pk, move, seq, key="race")

    answers = run_together([post(client) for client in tokens])
    statuses = sorted(answer.status_code for answer in answers)
    assert 201 in statuses and set(statuses) <= {201, 409}, statuses
    for answer in answers:
        if answer.status_code == 409:
            assert answer.json()["code"] == "request_in_progress"
    firsts = [answer for answer in answers if answer.status_code == 201]
    for answer in firsts[1:]:
        same_answer(answer, firsts[0])
    assert Event.objects.filter(game=game, idempotency_key="race").count() == 1
    assert Event.objects.filter(game=game, actor=player).values("batch").distinct().count() == 1
    assert_projections_follow_the_log(game.pk)
    # A later retry gets the same first answer too.
    same_answer(post_move(tokens[0], game.pk, move, seq, key="race"), firsts[0])
