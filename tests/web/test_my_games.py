"""My games (/games/): account sessions only; the player's turn first, then the rest by
deadline, waiting games and finished games apart; names, whose turn, time left, last sentence;
pending invitations with Accept and Decline; a number of queries that does not grow per game."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from games import services
from games.models import Game
from players import links
from tests.playing import play_to_end

pytestmark = pytest.mark.django_db


def uigo(creator, *players):
    """A UIGO! game seated in this order; in UIGO! seat 1 plays first."""
    return services.create_game(creator=creator, ruleset_id="uigo", seats=[p.pk for p in players])


def section(html: str, heading_id: str) -> str:
    match = re.search(rf'<section aria-labelledby="{heading_id}">(.*?)</section>', html, re.S)
    return match.group(1) if match else ""


def test_anonymous_visitors_are_sent_to_sign_in_and_game_links_get_an_account_offer(client, person):
    response = client.get(reverse("game-list"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("signin"))
    assert "next=/games/" in response["Location"]

    alice, bob = person("Alice"), person("Bob")
    game = uigo(alice, alice, bob)
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(alice.pk, game.pk)}))
    response = client.get(reverse("game-list"))
    assert response.status_code == 403
    assert reverse("signin") in response.content.decode()  # the page offers an account link


def test_my_turn_first_then_the_others_with_names_turns_and_time_left(person, account_client):
    alice, bob, carol = person("Alice"), person("Bob"), person("Carole")
    theirs = uigo(alice, alice, bob)           # Bob (seat 1) to play
    mine = uigo(alice, bob, alice)             # Alice (seat 1) to play
    other = uigo(carol, bob, carol)            # not Alice's at all
    assert mine.to_move == [1] and theirs.to_move == [1]

    html = account_client(alice).get(reverse("game-list")).content.decode()
    turn, running = section(html, "turn-heading"), section(html, "running-heading")
    assert f"/games/{mine.pk}/" in turn and f"/games/{theirs.pk}/" not in turn
    assert f"/games/{theirs.pk}/" in running
    assert f"/games/{other.pk}/" not in html
    assert html.index("turn-heading") < html.index("running-heading")
    assert "UIGO!" in turn and f"game {mine.pk}" in turn
    assert "with Bob" in turn and "Bob to play" in running       # the others by name, whose turn by name
    assert re.search(r"2 days, 23 hours left|3 days left", turn)  # the default 72 hours per move
    # The last thing that happened, as Alice's seat may see it (the deal, in words).
    assert re.search(r'<small class="status">[^<]+</small>', turn)


def test_in_french(person, account_client):
    alice, bob = person("Alice", locale="fr"), person("Bob")
    uigo(alice, bob, alice)
    html = account_client(alice).get(reverse("game-list")).content.decode()
    assert "Mes parties" in html
    assert "avec Bob" in html and "encore 2 jours" in html


def test_finished_games_apart_with_the_result(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = uigo(alice, alice, bob)
    play_to_end(game, seed=3)
    game.refresh_from_db()
    html = account_client(alice).get(reverse("game-list")).content.decode()
    over = section(html, "over-heading")
    assert f"/games/{game.pk}/" in over and "Finished" in over
    winner = next(entry for entry in game.outcome["ranking"] if entry["rank"] == 1)
    assert f"1. {['Alice', 'Bob'][winner['seat']]}" in over
    assert section(html, "turn-heading") == "" and section(html, "running-heading") == ""


def test_queries_do_not_grow_with_the_number_of_games(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    client = account_client(alice)
    for _ in range(2):
        uigo(alice, bob, alice)
        uigo(alice, alice, bob)
    client.get(reverse("game-list"))
    # Both lists below show news (games the seat was not shown yet), which the list records in
    # one statement whatever their number (presence.note_listed).
    uigo(alice, bob, alice)
    with CaptureQueriesContext(connection) as few:
        assert client.get(reverse("game-list")).status_code == 200
    for _ in range(6):
        uigo(alice, bob, alice)
        uigo(alice, alice, bob)
    with CaptureQueriesContext(connection) as many:
        assert client.get(reverse("game-list")).status_code == 200
    assert len(many) == len(few), [q["sql"] for q in many.captured_queries]


def test_invitations_are_answered_from_my_games(person, account_client):
    alice, bob, mallory = person("Alice"), person("Bob"), person("Mallory")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.email])
    invitation = game.invitations.get()
    bob_client = account_client(bob)
    html = bob_client.get(reverse("game-list")).content.decode()
    invitations = section(html, "invitations-heading")
    assert "Alice invites you to game" in invitations
    assert reverse("game-invitation-answer", args=[invitation.pk]) in invitations

    # Somebody else cannot answer Bob's invitation: it reads as closed, and nothing changes.
    response = account_client(mallory).post(reverse("game-invitation-answer", args=[invitation.pk]),
                                            {"answer": "accept"}, follow=True)
    assert "This invitation is no longer open." in response.content.decode()
    invitation.refresh_from_db()
    assert invitation.status == "pending"

    response = bob_client.post(reverse("game-invitation-answer", args=[invitation.pk]), {"answer": "accept"})
    assert response.status_code == 302 and response["Location"] == reverse("game-page", args=[game.pk])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE and game.seats.get(seat=1).player == bob


def test_declining_an_invitation_from_my_games(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.email])
    invitation = game.invitations.get()
    response = account_client(bob).post(reverse("game-invitation-answer", args=[invitation.pk]),
                                        {"answer": "decline"}, follow=True)
    assert "You declined the invitation." in response.content.decode()
    invitation.refresh_from_db()
    game.refresh_from_db()
    assert invitation.status == "declined" and game.status == Game.Status.ABORTED
    # It is gone from Bob's list; Alice sees the game among the ended ones.
    assert "invitations-heading" not in account_client(bob).get(reverse("game-list")).content.decode()
    assert "Aborted" in section(account_client(alice).get(reverse("game-list")).content.decode(), "over-heading")
