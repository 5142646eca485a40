"""Whole tournaments played to the end by the easy bot, through the same service path as players;
the standings checked against a computation of this test's own from the games' recorded outcomes
(not by calling ``tournaments.standings``).

The games: UIGO! for two players (about 100 moves a game), UIGO! for three (the quickest of the
three-player games with the easy bot: about 175 moves but a fraction of Greenland's time per move).
"""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from games import services as game_services
from games.models import Game
from tournaments import results, services
from tournaments.models import Bye, Tournament, TournamentEvent, TournamentGame

pytestmark = pytest.mark.django_db


def recorded(tournament):
    """(round, seats, ranks by seat, scores by seat) of each game, from ``Game.outcome`` as stored."""
    games = []
    for row in TournamentGame.objects.filter(tournament=tournament).order_by("round", "table").select_related("game"):
        assert row.game.status == Game.Status.FINISHED
        ranking = {entry["seat"]: entry["rank"] for entry in row.game.outcome["ranking"]}
        scores = row.game.outcome["scores"]
        games.append((row.round, row.seats, [ranking[s] for s in range(len(row.seats))],
                      [float(scores[str(s)]) for s in range(len(row.seats))]))
    return games


def hand_points(ranks):
    """The points of each seat: the average of the place points (k-1 for first … 0 for last) of
    the places its rank shares with others of the same rank."""
    k = len(ranks)
    places = sorted(range(k), key=lambda seat: ranks[seat])  # seats in place order
    place_points = {seat: k - 1 - place for place, seat in enumerate(places)}
    return [sum(place_points[o] for o in range(k) if ranks[o] == ranks[s]) / ranks.count(ranks[s]) for s in range(k)]


def test_swiss_of_sixteen_played_to_the_end(make_tournament, make_player, play_tournament):
    tournament = make_tournament(format="swiss", ruleset="uigo")
    players = [make_player() for _ in range(16)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    leaver = players[7]

    def before_round(number):
        if number == 3:  # one player withdraws before round 3 is played: from round 4, 15 are paired
            services.withdraw(tournament_id=tournament.pk, player=leaver)

    play_tournament(tournament, seed=16, before_round=before_round)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.rounds, tournament.current_round) == (Tournament.Status.FINISHED, 4, 4)
    assert TournamentEvent.objects.filter(tournament=tournament).last().data == {"reason": "last_round_over",
                                                                                 "round": 4}
    games = recorded(tournament)
    byes = list(Bye.objects.filter(tournament=tournament).values_list("round", "player_id"))

    # Pairing: 8 games a round, then 7 and a bye once the leaver is out; nobody meets anyone twice;
    # the leaver is not paired in round 4; the bye went to someone who had none.
    assert Counter(r for r, *_ in games) == {1: 8, 2: 8, 3: 8, 4: 7}
    assert len(byes) == 1 and byes[0][0] == 4 and byes[0][1] != leaver.pk
    pairs = [frozenset(seats) for _r, seats, _ranks, _scores in games]
    assert len(set(pairs)) == len(pairs)
    for number in range(1, 5):
        seated = [p for r, seats, *_ in games if r == number for p in seats] + [p for r, p in byes if r == number]
        expected = {p.pk for p in players} - ({leaver.pk} if number == 4 else set())
        assert sorted(seated) == sorted(expected)
    # Score groups: after round 1, when every group of equal points is even, round 2 pairs within groups.
    after_one = defaultdict(float)
    for r, seats, ranks, _scores in games:
        if r == 1:
            after_one[seats[0]] += 1.0 if ranks[0] < ranks[1] else 0.5 if ranks[0] == ranks[1] else 0.0
            after_one[seats[1]] += 1.0 if ranks[1] < ranks[0] else 0.5 if ranks[0] == ranks[1] else 0.0
    groups = Counter(after_one.values())
    if all(size % 2 == 0 for size in groups.values()):
        assert all(after_one[a] == after_one[b] for r, (a, b), *_ in games if r == 2)
    # Who starts: in each game, the one who had started fewer of their games so far (relative to
    # the games they played); nobody started all or none of four games.
    balance = Counter()
    for _r, (first, second), *_ in sorted(games, key=lambda g: g[0]):
        assert balance[first] <= balance[second]
        balance[first] += 1
        balance[second] -= 1
    assert all(abs(balance[p.pk]) <= 2 for p in players)

    # The standings by hand: win 1, draw ½, loss 0, bye 1; Buchholz = opponents' points; S-B =
    # points scored against each opponent times that opponent's points.
    points, met = defaultdict(float), defaultdict(list)
    for _r, seats, ranks, _scores in games:
        (a, b), (ra, rb) = seats, ranks
        score_a = 1.0 if ra < rb else 0.5 if ra == rb else 0.0
        points[a] += score_a
        points[b] += 1.0 - score_a
        met[a].append((b, score_a))
        met[b].append((a, 1.0 - score_a))
    for _r, player in byes:
        points[player] += 1.0
    buchholz = {p.pk: sum(points[o] for o, _s in met[p.pk]) for p in players}
    berger = {p.pk: sum(s * points[o] for o, s in met[p.pk]) for p in players}
    seed = {p.pk: i for i, p in enumerate(players)}
    by_hand = sorted((p.pk for p in players),
                     key=lambda pk: (-points[pk], -buchholz[pk], -berger[pk], seed[pk]))
    assert sum(points.values()) == 31 + 1  # 31 games of a point each, and the bye
    assert len({points[p.pk] for p in players}) > 2  # the games decided something

    shown = results.standings_of(tournament)
    assert [s.line.player for s in shown] == by_hand
    for s in shown:
        pk = s.line.player
        assert (s.line.points, s.line.tiebreaks) == (points[pk], {"buchholz": buchholz[pk],
                                                                  "sonneborn_berger": berger[pk]})
    assert next(s for s in shown if s.line.player == leaver.pk).entry.withdrawn_at is not None


def test_nine_players_at_three_player_tables_played_to_the_end(make_tournament, make_player, play_tournament):
    tournament = make_tournament(format="tables", ruleset="uigo", players_per_table=3)
    players = [make_player() for _ in range(9)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    # The sign-up closes: the sweep (Celery beat's task) starts it, as nobody pressed start.
    assert services.advance_all(now=tournament.signup_closes_at) == 1
    play_tournament(tournament, seed=9)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.rounds) == (Tournament.Status.FINISHED, 4)  # ceil(log2(9))
    games = recorded(tournament)
    assert Counter(r for r, *_ in games) == {1: 3, 2: 3, 3: 3, 4: 3}
    assert not Bye.objects.filter(tournament=tournament).exists()
    for number in range(1, 5):
        assert sorted(p for r, seats, *_ in games if r == number for p in seats) == sorted(p.pk for p in players)
    # Round 1 seats in the order they joined, three by three.
    assert [sorted(seats) for r, seats, *_ in games if r == 1] == [
        sorted(p.pk for p in players[i:i + 3]) for i in (0, 3, 6)]
    # Seats rotate: the first seat of each table goes to one of its players who had it least so far.
    firsts = Counter()
    for _r, seats, *_ in games:
        assert firsts[seats[0]] == min(firsts[p] for p in seats)
        firsts[seats[0]] += 1

    # By hand: points by place (2, 1, 0; shared places share), then the sum of the game's scores.
    points, game_score = defaultdict(float), defaultdict(float)
    for _r, seats, ranks, scores in games:
        for player, scored, score in zip(seats, hand_points(ranks), scores, strict=True):
            points[player] += scored
            game_score[player] += score
    assert sum(points.values()) == 12 * 3  # each table of three hands out 2 + 1 + 0
    seed = {p.pk: i for i, p in enumerate(players)}
    by_hand = sorted((p.pk for p in players), key=lambda pk: (-points[pk], -game_score[pk], seed[pk]))
    shown = results.standings_of(tournament)
    assert [s.line.player for s in shown] == by_hand
    assert [(s.line.points, s.line.tiebreaks["game_score"]) for s in shown] == [
        (points[pk], game_score[pk]) for pk in by_hand]
    assert len({points[p.pk] for p in players}) > 2  # the games decided something
    # Rounds 2 to 4 grouped by the standings before them: table 1 holds the top three of the
    # standings after the previous rounds (by hand again), table 2 the next three, table 3 the rest.
    for number in (2, 3, 4):
        before, score_before = defaultdict(float), defaultdict(float)
        for r, seats, ranks, scores in games:
            if r < number:
                for player, scored, score in zip(seats, hand_points(ranks), scores, strict=True):
                    before[player] += scored
                    score_before[player] += score
        order = sorted((p.pk for p in players), key=lambda pk: (-before[pk], -score_before[pk], seed[pk]))
        assert [sorted(seats) for r, seats, *_ in games if r == number] == [sorted(order[i:i + 3]) for i in (0, 3, 6)]


def test_round_robin_of_five_with_a_player_who_leaves_a_game(make_tournament, make_player, play_tournament):
    tournament = make_tournament(format="round_robin", ruleset="uigo")
    players = [make_player() for _ in range(5)]
    for player in players:
        services.join(tournament_id=tournament.pk, player=player)
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    # In round 1 the first seat of the first game leaves it at once: the autopilot plays the seat
    # on, and the tournament counts the game lost for the player who left, whatever the autopilot does.
    first = TournamentGame.objects.get(tournament=tournament, round=1, table=1)
    leaver = first.seats[0]
    game_services.leave_game(game_id=first.game_id, player=next(p for p in players if p.pk == leaver))
    play_tournament(tournament, seed=5)
    tournament.refresh_from_db()
    assert (tournament.status, tournament.rounds) == (Tournament.Status.FINISHED, 5)
    games = recorded(tournament)
    byes = list(Bye.objects.filter(tournament=tournament).values_list("round", "player_id"))
    # Everyone meets everyone once, and sits out once.
    assert sorted(tuple(sorted(seats)) for _r, seats, *_ in games) == sorted(
        tuple(sorted((a.pk, b.pk))) for i, a in enumerate(players) for b in players[i + 1:])
    assert sorted(p for _r, p in byes) == sorted(p.pk for p in players)
    # Each player starts 2 of their 4 games.
    assert Counter(seats[0] for _r, seats, *_ in games) == {p.pk: 2 for p in players}

    points = defaultdict(float)
    for r, seats, ranks, _scores in games:
        if r == 1 and seats == first.seats:
            points[seats[1]] += 1.0  # the one who stayed won: the leaver is placed last
            continue
        (a, b), (ra, rb) = seats, ranks
        points[a] += 1.0 if ra < rb else 0.5 if ra == rb else 0.0
        points[b] += 1.0 if rb < ra else 0.5 if ra == rb else 0.0
    for _r, player in byes:
        points[player] += 1.0
    shown = {s.line.player: s.line.points for s in results.standings_of(tournament)}
    assert shown == dict(points)
    assert sum(points.values()) == 10 + 5
