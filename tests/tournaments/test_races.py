"""Two sweeps (or a sweep and a game's task) advancing one tournament at once start its round
once: ``advance`` locks the tournament's row. Real connections, one per thread."""

from __future__ import annotations

import threading

import pytest

from tests.threads import Worker
from tournaments import services
from tournaments.models import Tournament, TournamentEvent, TournamentGame

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_advances_at_once_start_the_tournament_once(make_tournament, make_player):
    tournament = make_tournament(format="swiss")
    for _ in range(4):
        services.join(tournament_id=tournament.pk, player=make_player())
    gate = threading.Barrier(2)

    def advance():
        gate.wait()
        return services.advance(tournament.pk, now=tournament.signup_closes_at)

    workers = [Worker(f"sweep {n}", advance) for n in range(2)]
    for worker in workers:
        worker.start()
    assert sorted(worker.outcome() for worker in workers) == [0, 1]
    assert Tournament.objects.get(pk=tournament.pk).current_round == 1
    assert TournamentGame.objects.filter(tournament=tournament).count() == 2
    assert TournamentEvent.objects.filter(tournament=tournament, type="round_started").count() == 1


def test_two_players_joining_the_last_place_at_once(make_tournament, make_player):
    tournament = make_tournament(max_players=2)
    services.join(tournament_id=tournament.pk, player=make_player())
    gate = threading.Barrier(2)
    latecomers = [make_player(), make_player()]

    def join(player):
        gate.wait()
        services.join(tournament_id=tournament.pk, player=player)
        return "joined"

    workers = [Worker(f"join {n}", lambda p=p: join(p)) for n, p in enumerate(latecomers)]
    for worker in workers:
        worker.start()
    assert sorted(worker.outcome() for worker in workers) == ["joined", "tournament_full"]
    assert tournament.entries.count() == 2
