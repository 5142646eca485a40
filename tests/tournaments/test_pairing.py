"""The pure pairing rules (``tournaments.pairing``): no database."""

from __future__ import annotations

from itertools import combinations

import pytest

from tournaments.pairing import (
    NoPairing,
    SeatHistory,
    round_robin,
    seat_order,
    swiss_round,
    swiss_rounds,
    table_sizes,
    tables_round,
)


def test_round_robin_of_four_by_hand():
    # Circle method, A fixed: [A B C D] -> A-D, B-C; turn -> [A D B C] -> A-C, D-B; -> [A C D B] -> A-B, C-D.
    # Who starts: the fixed A in rounds 0 and 2, its opponent in round 1; the other pair's place is 1
    # (odd): its top-half player (B, then D, then C) starts. Starts: A 2, B 1, C 2, D 1.
    rounds = round_robin("ABCD")
    assert [r.tables for r in rounds] == [
        (("A", "D"), ("B", "C")),
        (("C", "A"), ("D", "B")),
        (("A", "B"), ("C", "D")),
    ]
    assert all(r.byes == () for r in rounds)


@pytest.mark.parametrize("n", range(2, 17))
def test_round_robin_everyone_meets_everyone_once_and_starts_about_half(n):
    players = list(range(n))
    rounds = round_robin(players)
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)
    met = [frozenset(table) for r in rounds for table in r.tables]
    assert sorted(map(sorted, met)) == sorted(map(sorted, map(frozenset, combinations(players, 2))))
    for r in rounds:  # each player once a round, a bye only when odd
        assert sorted(r.players) == players
        assert len(r.byes) == n % 2
    if n % 2:
        assert sorted(p for r in rounds for p in r.byes) == players
    history = SeatHistory.of(table for r in rounds for table in r.tables)
    for player in players:
        games = history.games(player)
        assert abs(2 * history.times(player, 0) - games) <= 1, (player, history.counts[player])


def test_round_robin_refuses_repeats_and_loneliness():
    with pytest.raises(ValueError):
        round_robin(["A", "A"])
    with pytest.raises(ValueError):
        round_robin(["A"])


def test_swiss_rounds_default():
    assert [swiss_rounds(n) for n in (2, 3, 4, 5, 8, 9, 16, 17)] == [1, 2, 2, 3, 3, 4, 4, 5]


def test_swiss_first_round_pairs_top_half_with_bottom_half():
    ranked = list(range(1, 9))
    r = swiss_round(ranked, dict.fromkeys(ranked, 0.0), [], [], SeatHistory())
    assert sorted(tuple(sorted(t)) for t in r.tables) == [(1, 5), (2, 6), (3, 7), (4, 8)]
    assert r.byes == ()


def test_swiss_score_groups_and_no_rematch():
    # After round 1 (1-5, 2-6, 3-7, 4-8, the first named won): winners 1 2 3 4 have 1 point.
    # Score group {1,2,3,4}: 1 meets 3, 2 meets 4; group {5,6,7,8}: 5 meets 7, 6 meets 8.
    ranked = [1, 2, 3, 4, 5, 6, 7, 8]
    points = {1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: 0, 7: 0, 8: 0}
    met = [(1, 5), (2, 6), (3, 7), (4, 8)]
    r = swiss_round(ranked, points, met, [], SeatHistory.of(met))
    assert sorted(tuple(sorted(t)) for t in r.tables) == [(1, 3), (2, 4), (5, 7), (6, 8)]
    # 1 already met 3: it takes the next of its group's other half... then the upper half (2).
    r = swiss_round(ranked, points, [*met, (1, 3), (1, 4)], [], SeatHistory())
    assert (1, 2) in {tuple(sorted(t)) for t in r.tables}
    for table in r.tables:
        assert frozenset(table) not in {frozenset(m) for m in [*met, (1, 3), (1, 4)]}


def test_swiss_backtracks_rather_than_repeat():
    # 1 prefers 2 (its group's other half), but then 3 and 4 met already: 1-3 and 2-4 it is...
    # unless 1-3 met too: then 1-4 and 2-3.
    ranked = [1, 2, 3, 4]
    points = dict.fromkeys(ranked, 0.0)
    r = swiss_round(ranked, points, [(3, 4), (1, 3)], [], SeatHistory())
    assert sorted(tuple(sorted(t)) for t in r.tables) == [(1, 4), (2, 3)]
    with pytest.raises(NoPairing):
        swiss_round([1, 2], {1: 0, 2: 0}, [(1, 2)], [], SeatHistory())


def test_swiss_bye_goes_to_the_lowest_ranked_without_one():
    ranked = [1, 2, 3, 4, 5]
    points = {1: 2, 2: 1, 3: 1, 4: 1, 5: 0}
    assert swiss_round(ranked, points, [], [], SeatHistory()).byes == (5,)
    assert swiss_round(ranked, points, [], [5], SeatHistory()).byes == (4,)
    assert swiss_round(ranked, points, [], [1, 2, 3, 4, 5], SeatHistory()).byes == (5,)


def test_swiss_who_starts_balances():
    history = SeatHistory.of([(1, 2)])  # 1 started, 2 did not
    r = swiss_round([1, 2, 3, 4], dict.fromkeys([1, 2, 3, 4], 0), [(1, 2), (3, 4), (1, 3)], [], history)
    assert set(r.tables) == {(4, 1), (2, 3)}  # 1 started before: 4 (new) starts; 2 had not: 2 starts


@pytest.mark.parametrize(("players", "size", "minimum", "maximum", "expected"), [
    (9, 3, 3, 5, ([3, 3, 3], 0)),  # 9 players at tables of 3
    (10, 4, 2, 4, ([4, 3, 3], 0)),  # 10 at tables of 4: three tables, as equal as possible
    (10, 3, 3, 4, ([4, 3, 3], 0)),  # tables of 3 cannot seat 10; the game takes 4: one table of 4
    (10, 3, 3, 3, ([3, 3, 3], 1)),  # a game of exactly 3: one player sits out
    (8, 3, 2, 4, ([3, 3, 2], 0)),  # Knarr takes 2
    (5, 4, 3, 4, ([4], 1)),
    (7, 4, 3, 5, ([4, 3], 0)),
    (2, 3, 3, 5, ([], 2)),
])
def test_table_sizes(players, size, minimum, maximum, expected):
    assert table_sizes(players, size, minimum, maximum) == expected


def test_seat_order_rotates_the_first_seat():
    history = SeatHistory()
    firsts = []
    for _round in range(3):
        table = seat_order(["A", "B", "C"], history)
        history.add(table)
        firsts.append(table[0])
    assert firsts == ["A", "B", "C"]
    for player in "ABC":
        assert [history.times(player, position) for position in range(3)] == [1, 1, 1]


def test_tables_round_cuts_the_ranking_and_gives_byes_to_the_bottom():
    ranked = list("ABCDEFGHIJ")
    r = tables_round(ranked, 3, 3, 3, [], SeatHistory())
    assert r.tables == (("A", "B", "C"), ("D", "E", "F"), ("G", "H", "I")) and r.byes == ("J",)
    r = tables_round(ranked, 3, 3, 3, ["J"], SeatHistory())
    assert r.byes == ("I",) and ("G", "H", "J") in r.tables
    with pytest.raises(NoPairing):
        tables_round(["A", "B"], 3, 3, 5, [], SeatHistory())
