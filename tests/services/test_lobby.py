"""The lobby: open and link seats, joining, bot seats, random seating, waiting-game
expiry and rematches, through ``games.services``."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.meta_events import AUTOPILOT
from games.models import Event, Game, Invitation, Seat
from games.services.errors import ServiceError
from outbox.models import Notification
from tests.contracts.support import next_move

pytestmark = pytest.mark.django_db

OPEN, LINK, BOT = {"kind": "open"}, {"kind": "link"}, {"kind": "bot"}


def code_of(call) -> str:
    with pytest.raises(ServiceError) as refused:
        call()
    return refused.value.code


def test_an_open_game_is_in_the_lobby_until_its_last_seat_is_taken(make_player):
    alice, bob, carol = make_player(), make_player(), make_player()
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, OPEN, OPEN])
    assert game.status == Game.Status.WAITING and game.join_by is not None
    assert [g.pk for g in services.open_games()] == [game.pk]

    services.join_game(game_id=game.pk, player=bob)
    assert Game.objects.get(pk=game.pk).status == Game.Status.WAITING
    assert code_of(lambda: services.join_game(game_id=game.pk, player=bob)) == "already_seated"

    with_seats = services.open_games().get()
    assert [(s.kind, s.player_id) for s in with_seats.seats.all()] == [
        ("player", alice.pk), ("open", bob.pk), ("open", None)]

    started = services.join_game(game_id=game.pk, player=carol)
    assert started.status == Game.Status.ACTIVE and started.seq > 0
    assert Game.objects.get(pk=game.pk).join_by is None  # nothing left to expire
    assert list(services.open_games()) == []
    assert code_of(lambda: services.join_game(game_id=game.pk, player=make_player())) == "game_started"
    # Those not to move are told the game started; those to move get their turn.
    told = set(Notification.objects.filter(game=game, kind__in=["game_started", "your_turn"])
               .values_list("player_id", flat=True))
    assert told == {alice.pk, bob.pk, carol.pk}


def test_a_link_seat_needs_the_games_invite_token(make_player):
    alice, bob = make_player(), make_player()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, LINK])
    other = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, LINK])
    assert list(services.open_games()) == []  # link seats are not in the lobby
    assert code_of(lambda: services.join_game(game_id=game.pk, player=bob)) == "invite_required"
    assert code_of(lambda: services.join_game(game_id=game.pk, player=bob,
                                              invite_token=services.invite_token(other))) == "invalid_invite_token"
    assert code_of(lambda: services.join_game(game_id=game.pk, player=bob, invite_token="forged")) == \
        "invalid_invite_token"
    assert services.read_invite_token(services.invite_token(game)) == game.pk
    joined = services.join_game(game_id=game.pk, player=bob, invite_token=services.invite_token(game))
    assert joined.status == Game.Status.ACTIVE


def test_joining_a_full_or_missing_game_is_refused_clearly(make_player):
    alice, bob = make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    assert code_of(lambda: services.join_game(game_id=game.pk, player=make_player())) == "game_full"
    assert code_of(lambda: services.join_game(game_id=10**9, player=bob)) == "game_not_found"


def test_a_bot_seat_is_played_by_the_autopilot_from_the_first_move(make_player):
    alice = make_player()
    for seats in ([BOT, alice.pk], [alice.pk, BOT]):
        game = services.create_game(creator=alice, ruleset_id="uigo", seats=seats)
        bot = seats.index(BOT)
        row = Seat.objects.get(game=game, seat=bot)
        assert (row.kind, row.player_id) == ("bot", None)
        assert game.status == Game.Status.ACTIVE and bot not in game.to_move
        # Play the human's moves: the bot answers each, until the game ends.
        for _ in range(500):
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                break
            seq, seat, move = next_move(game.pk)
            assert seat != bot
            services.submit_move(game_id=game.pk, player=alice, move=move, expected_seq=seq)
        assert game.status == Game.Status.FINISHED
        assert Event.objects.filter(game=game, type=AUTOPILOT, seat=bot).exists()


def test_random_seating_is_drawn_from_the_seed_when_the_game_starts(make_player):
    alice, bob, carol, dan = (make_player() for _ in range(4))
    orders = set()
    for seed in ("a" * 64, "b" * 64, "c" * 64, "d" * 64, "a" * 64):
        game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk, OPEN, BOT],
                                    seating="random", seed=seed)
        assert game.status == Game.Status.WAITING
        services.join_game(game_id=game.pk, player=carol if seed != "d" * 64 else dan)
        rows = Seat.objects.filter(game=game).order_by("seat")
        order = tuple((row.kind, row.player_id, row.bot_level) for row in rows)
        assert sorted(order, key=str) == sorted(
            [("player", alice.pk, ""), ("player", bob.pk, ""), ("open", (carol if seed != "d" * 64 else dan).pk, ""),
             ("bot", None, "normal")], key=str)  # the bot's level goes with it
        orders.add((seed, order))
    by_seed = {}
    for seed, order in orders:
        by_seed.setdefault(seed, set()).add(order)
    assert len(by_seed["a" * 64]) == 1  # the same seed gives the same order
    assert len({next(iter(v)) for k, v in by_seed.items() if k != "d" * 64}) > 1  # seeds differ


def test_a_waiting_game_that_does_not_fill_expires_and_everyone_is_told(make_player):
    alice, bob, carol = make_player(), make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, OPEN, carol.pk, OPEN],
                                join_within=timedelta(hours=2))
    services.join_game(game_id=game.pk, player=bob)
    assert services.expire_waiting_games(now=timezone.now() + timedelta(hours=1)) == 0
    assert services.expire_waiting_games(now=timezone.now() + timedelta(hours=3)) == 1
    game.refresh_from_db()
    assert game.status == Game.Status.ABORTED
    told = Notification.objects.filter(game=game, kind="game_aborted")
    assert sorted(told.values_list("email", flat=True)) == sorted([alice.email, bob.email, carol.email])
    assert {row.context["reason"] for row in told} == {"unfilled"}
    assert Invitation.objects.get(game=game).status == Invitation.Status.CANCELLED
    assert code_of(lambda: services.join_game(game_id=game.pk, player=make_player())) == "game_expired"
    assert services.expire_waiting_games(now=timezone.now() + timedelta(hours=3)) == 0


def test_the_game_not_filled_email_says_so_in_both_languages(make_player, mailoutbox,
                                                             django_capture_on_commit_callbacks):
    alice, bob = make_player(), make_player()
    bob.locale = "fr"
    bob.save(update_fields=["locale"])
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, OPEN, OPEN],
                                join_within=timedelta(hours=1))
    services.join_game(game_id=game.pk, player=bob)
    with django_capture_on_commit_callbacks(execute=True):
        services.expire_waiting_games(now=timezone.now() + timedelta(hours=2))
    bodies = {message.to[0]: message.body for message in mailoutbox}
    assert "Not enough players joined in time" in bodies[alice.email]
    assert "Trop peu de joueurs" in bodies[bob.email]


def test_join_within_is_bounded(make_player):
    alice = make_player()
    for bad in (timedelta(minutes=30), timedelta(days=31)):
        assert code_of(lambda bad=bad: services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, OPEN],
                                                            join_within=bad)) == "bad_join_within"
    assert code_of(lambda: services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, OPEN],
                                                seating="shuffled")) == "bad_seating"
    assert code_of(lambda: services.create_game(creator=alice, ruleset_id="uigo",
                                                seats=[alice.pk, {"kind": "robot"}])) == "bad_seat"
    assert not Game.objects.exists()


def test_a_joiner_who_leaves_a_waiting_game_frees_the_seat(make_player):
    alice, bob = make_player(), make_player()
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, OPEN, OPEN])
    services.join_game(game_id=game.pk, player=bob)
    services.leave_game(game_id=game.pk, player=bob)
    game.refresh_from_db()
    assert game.status == Game.Status.WAITING
    assert Seat.objects.filter(game=game, player__isnull=True).count() == 2


def play_to_the_end(game, seated):
    for _ in range(2000):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            return
        seq, seat, move = next_move(game.pk)
        services.submit_move(game_id=game.pk, player=seated[seat], move=move, expected_seq=seq)


def test_a_rematch_invites_the_other_players_and_keeps_the_bots(make_player):
    alice, bob = make_player(seat_directly=False), make_player(seat_directly=False)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk, {"kind": "bot", "level": "strong"}],
                                move_time_limit=timedelta(hours=5))
    assert game.status == Game.Status.WAITING
    services.accept_invitation(invitation_id=Invitation.objects.get(game=game).pk, player=bob)
    game.refresh_from_db()
    assert code_of(lambda: services.rematch(game_id=game.pk, player=bob)) == "game_not_finished"
    play_to_the_end(game, {0: alice, 1: bob})
    assert code_of(lambda: services.rematch(game_id=game.pk, player=make_player())) == "not_your_game"

    again = services.rematch(game_id=game.pk, player=bob)
    assert (again.rematch_of_id, again.ruleset, again.options, again.move_time_limit) == (
        game.pk, game.ruleset, game.options, timedelta(hours=5))
    assert again.status == Game.Status.WAITING
    assert [(s.kind, s.player_id, s.bot_level) for s in Seat.objects.filter(game=again).order_by("seat")] == [
        ("player", None, ""), ("player", bob.pk, ""), ("bot", None, "strong")]  # the same bot, at its level
    assert Invitation.objects.get(game=again).player == alice
    with pytest.raises(ServiceError) as refused:
        services.rematch(game_id=game.pk, player=alice)
    assert refused.value.code == "rematch_exists" and refused.value.extra["game"] == again.pk


def test_a_graenaland_game_with_bot_seats_ends_by_the_rules(make_player):
    """Grænaland, one player and two bot seats: the player plays what a bot would (the rule set's
    timeout move, as a player who always times out); the bots answer through the autopilot. The
    game must finish with a winner by the victory condition, not stop at the safety limit."""
    alice = make_player()
    game = services.create_game(creator=alice, ruleset_id="graenaland", seats=[alice.pk, BOT, BOT])
    ruleset = services.ruleset_for(game)
    for _ in range(2000):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        state = services.load_state(game)
        assert ruleset.to_move(state) == [0], "the autopilot plays every bot seat to move"
        services.submit_move(game_id=game.pk, player=alice, move=ruleset.timeout_move(state, 0),
                             expected_seq=game.seq)
    assert game.status == Game.Status.FINISHED
    assert not Event.objects.filter(game=game, type="game_stopped").exists()
    state = services.load_state(game)
    assert state["winner"] is not None and not state["ended_by_limit"]
    assert Event.objects.filter(game=game, type=AUTOPILOT, seat__in=[1, 2]).exists()
