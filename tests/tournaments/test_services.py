"""The tournaments' services: bad input gets a clear refusal, the organiser's actions are events."""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.db import DatabaseError, transaction
from django.utils import timezone

from games.models import Game, Seat
from games.services.admin_actions import abort_game
from games.services.leaving import leave_game
from tests.tournaments.conftest import play_game
from tournaments import services
from tournaments.errors import TournamentError
from tournaments.models import Bye, Entry, Tournament, TournamentEvent, TournamentGame
from tournaments.pairing import Round
from tournaments.results import standings_of

pytestmark = pytest.mark.django_db


def refusal(call, **kwargs) -> TournamentError:
    with pytest.raises(TournamentError) as caught:
        call(**kwargs)
    return caught.value


def test_joining_twice_is_refused(make_tournament, make_player):
    tournament, player = make_tournament(), make_player()
    services.join(tournament_id=tournament.pk, player=player)
    error = refusal(services.join, tournament_id=tournament.pk, player=player)
    assert (error.code, error.status, error.message) == ("already_joined", 409, "You already joined this tournament.")
    assert Entry.objects.filter(tournament=tournament).count() == 1


def test_a_full_tournament_is_refused(make_tournament, make_player):
    tournament = make_tournament(max_players=2)
    for _ in range(2):
        services.join(tournament_id=tournament.pk, player=make_player())
    error = refusal(services.join, tournament_id=tournament.pk, player=make_player())
    assert (error.code, error.message) == ("tournament_full", "This tournament is full (2 players).")


def test_joining_after_the_signup_closed_is_refused(make_tournament, make_player):
    tournament = make_tournament()
    error = refusal(services.join, tournament_id=tournament.pk, player=make_player(),
                    now=tournament.signup_closes_at + timedelta(seconds=1))
    assert (error.code, error.message) == ("signup_closed", "The sign-up of this tournament is closed.")


def test_only_the_organiser_acts_as_organiser(make_tournament, make_player):
    tournament = make_tournament()
    players = [make_player() for _ in range(4)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    for action, extra in ((services.start, {}), (services.pause, {}), (services.resume, {}),
                          (services.remove_player, {"player_id": players[1].pk})):
        error = refusal(action, tournament_id=tournament.pk, actor=players[0], **extra)
        assert (error.code, error.status) == ("not_organiser", 403)
        assert error.message == "Only the tournament's organiser can do that."
    assert tournament.events.count() == 1 + 4  # created, joined ×4: no refusal wrote anything


def test_starting_with_too_few_players_is_refused(make_tournament, make_player):
    tournament = make_tournament(format="tables", ruleset="knarr", players_per_table=3)
    for _ in range(2):
        services.join(tournament_id=tournament.pk, player=make_player())
    error = refusal(services.start, tournament_id=tournament.pk, actor=tournament.organiser)
    assert (error.code, error.message) == ("too_few_players", "A tournament needs at least 3 players to start.")
    tournament.refresh_from_db()
    assert tournament.status == Tournament.Status.SIGNUP


def test_signup_closing_with_too_few_players_finishes_it(make_tournament, make_player):
    tournament = make_tournament()
    services.join(tournament_id=tournament.pk, player=make_player())
    assert services.advance_all(now=tournament.signup_closes_at) == 0
    tournament.refresh_from_db()
    assert tournament.status == Tournament.Status.FINISHED
    assert tournament.events.last().data == {"reason": "too_few_players", "round": 0}


@pytest.mark.parametrize(("kwargs", "code"), [
    ({"format": "league"}, "bad_format"),
    ({"ruleset": "chess"}, "unknown_ruleset"),
    ({"format": "tables", "ruleset": "fjords", "players_per_table": 3}, "bad_table_size"),
    ({"format": "tables", "ruleset": "knarr"}, "bad_table_size"),
    ({"format": "swiss", "ruleset": "graenaland"}, "not_two_player"),
    ({"format": "round_robin", "rounds": 3}, "bad_rounds"),
    ({"rounds": 0}, "bad_rounds"),
    ({"max_players": 1}, "bad_max_players"),
    ({"signup_closes_at": timezone.now() - timedelta(minutes=1)}, "signup_in_the_past"),
    ({"move_time_limit": timedelta(minutes=5)}, "bad_move_time_limit"),
])
def test_bad_tournaments_are_refused(make_tournament, kwargs, code):
    with pytest.raises(TournamentError) as caught:
        make_tournament(**kwargs)
    assert caught.value.code == code and caught.value.message
    assert not Tournament.objects.exists()


def test_withdrawn_players_are_not_paired(make_tournament, make_player):
    tournament = make_tournament(format="swiss")
    players = [make_player() for _ in range(5)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    services.withdraw(tournament_id=tournament.pk, player=players[4])
    services.remove_player(tournament_id=tournament.pk, actor=tournament.organiser, player_id=players[3].pk)
    error = refusal(services.withdraw, tournament_id=tournament.pk, player=players[4])
    assert error.code == "already_withdrawn"
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    seated = {p for row in TournamentGame.objects.filter(tournament=tournament) for p in row.seats}
    byes = set(Bye.objects.filter(tournament=tournament).values_list("player_id", flat=True))
    assert seated | byes == {p.pk for p in players[:3]}
    assert byes == {players[2].pk}  # three left: the lowest-ranked (the last to join) sits out


def test_pairing_a_withdrawn_player_is_refused(make_tournament, make_player):
    tournament = make_tournament(format="swiss")
    players = [make_player() for _ in range(3)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    services.withdraw(tournament_id=tournament.pk, player=players[0])
    error = refusal(services._check_pairable, tournament=tournament, planned=Round(((players[0].pk, players[1].pk),)))
    assert (error.code, error.message) == ("withdrawn_player_paired", "A player who withdrew cannot be paired.")


def test_organiser_actions_are_events_with_who_did_them(make_tournament, make_player):
    tournament = make_tournament(format="round_robin")
    players = [make_player() for _ in range(4)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    organiser = tournament.organiser
    services.start(tournament_id=tournament.pk, actor=organiser)
    services.pause(tournament_id=tournament.pk, actor=organiser)
    services.resume(tournament_id=tournament.pk, actor=organiser)
    services.remove_player(tournament_id=tournament.pk, actor=organiser, player_id=players[3].pk)
    log = [(e.seq, e.type, e.actor_id) for e in TournamentEvent.objects.filter(tournament=tournament)]
    assert log == [(1, "created", organiser.pk), *[(2 + i, "joined", p.pk) for i, p in enumerate(players)],
                   (6, "started", organiser.pk), (7, "round_started", organiser.pk), (8, "paused", organiser.pk),
                   (9, "resumed", organiser.pk), (10, "player_removed", organiser.pk)]
    assert TournamentEvent.objects.get(tournament=tournament, seq=10).data == {"player": players[3].pk}
    # Round 1 of a round robin of four: two games, everyone seated directly, each game active.
    rows = TournamentGame.objects.filter(tournament=tournament, round=1)
    assert sorted(map(sorted, (row.seats for row in rows))) == sorted(
        [sorted([players[0].pk, players[3].pk]), sorted([players[1].pk, players[2].pk])])
    for row in rows:
        assert row.game.status == Game.Status.ACTIVE
        assert list(Seat.objects.filter(game=row.game).order_by("seat").values_list("player_id", flat=True)) == row.seats


def test_the_event_log_is_append_only(make_tournament):
    tournament = make_tournament()
    event = tournament.events.get()
    with pytest.raises(DatabaseError), transaction.atomic():
        TournamentEvent.objects.filter(pk=event.pk).update(data={"forged": True})


def test_options_the_game_refuses_are_refused_with_its_sentence(make_tournament):
    with pytest.raises(TournamentError) as caught:
        make_tournament(options={"no_such_option": True})
    assert caught.value.status == 422 and caught.value.code and caught.value.message
    assert not Tournament.objects.exists()


def test_a_sweep_that_meets_a_broken_tournament_advances_the_others(make_tournament, make_player, monkeypatch):
    broken, fine = make_tournament(), make_tournament()
    for tournament in (broken, fine):
        for _ in range(2):
            services.join(tournament_id=tournament.pk, player=make_player())
    real = services._begin

    def begin(tournament, actor, now):
        if tournament.pk == broken.pk:
            raise RuntimeError("boom")
        return real(tournament, actor, now)

    monkeypatch.setattr(services, "_begin", begin)
    assert services.advance_all(now=fine.signup_closes_at) == 1
    broken.refresh_from_db()
    fine.refresh_from_db()
    assert (broken.status, fine.status) == (Tournament.Status.SIGNUP, Tournament.Status.RUNNING)


def test_a_paused_tournament_starts_no_round_until_resumed(make_tournament, make_player,
                                                           django_capture_on_commit_callbacks):
    tournament = make_tournament(format="swiss", rounds=2)
    players = [make_player() for _ in range(3)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    services.pause(tournament_id=tournament.pk, actor=tournament.organiser)
    row = TournamentGame.objects.get(tournament=tournament, round=1)
    play_game(row.game, Random(1), django_capture_on_commit_callbacks)  # its end asks the tournament to advance
    assert services.advance_all() == 0
    tournament.refresh_from_db()
    assert (tournament.status, tournament.current_round) == (Tournament.Status.PAUSED, 1)
    error = refusal(services.pause, tournament_id=tournament.pk, actor=tournament.organiser)
    assert error.code == "not_running"
    services.resume(tournament_id=tournament.pk, actor=tournament.organiser)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.current_round) == (Tournament.Status.RUNNING, 2)
    # Round 2: the one who sat out plays; nobody meets the same opponent twice.
    (first,) = Bye.objects.filter(tournament=tournament, round=1).values_list("player_id", flat=True)
    second = TournamentGame.objects.get(tournament=tournament, round=2)
    assert first in second.seats and set(second.seats) != set(row.seats)


def test_a_swiss_with_no_pairing_left_ends(make_tournament, make_player, django_capture_on_commit_callbacks):
    tournament = make_tournament(format="swiss", rounds=3)
    for _ in range(2):
        services.join(tournament_id=tournament.pk, player=make_player())
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    row = TournamentGame.objects.get(tournament=tournament, round=1)
    play_game(row.game, Random(2), django_capture_on_commit_callbacks)
    tournament.refresh_from_db()
    # Two players met: round 2 would be a rematch, which Swiss never makes.
    assert (tournament.status, tournament.current_round) == (Tournament.Status.FINISHED, 1)
    assert tournament.events.last().data == {"reason": "no_pairing", "round": 1}


@pytest.mark.parametrize("how", ["admin", "everyone_left"])
def test_an_aborted_game_starts_the_next_round_at_once(make_tournament, make_player, how,
                                                       django_capture_on_commit_callbacks):
    """An aborted game is over like a finished one: its abort asks the tournament to move on once
    it commits (``games.signals.game_aborted``), without waiting for the sweep; it scores 0."""
    tournament = make_tournament(format="round_robin")
    players = {player.pk: player for player in (make_player() for _ in range(3))}
    for player in players.values():
        services.join(tournament_id=tournament.pk, player=player)
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    row = TournamentGame.objects.get(tournament=tournament, round=1)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        if how == "admin":
            abort_game(game_id=row.game_id, admin=make_player("Admin"), reason="a broken table")
        else:  # the first to leave hands their seat to the autopilot; the last one's leaving aborts
            for player_id in row.seats:
                leave_game(game_id=row.game_id, player=players[player_id])
    assert callbacks, "the abort asked nothing once it committed"
    row.game.refresh_from_db()
    assert row.game.status == Game.Status.ABORTED
    tournament.refresh_from_db()
    assert (tournament.status, tournament.current_round) == (Tournament.Status.RUNNING, 2)
    # The aborted game scored nothing: the only points are the byes' (rounds 1 and 2, paired now).
    byes = list(Bye.objects.filter(tournament=tournament).values_list("player_id", flat=True))
    points = {line.line.player: line.line.points for line in standings_of(tournament)}
    assert points == {player: byes.count(player) for player in players}
