"""The standings (``tournaments.standings``), against hand computations: no database."""

from __future__ import annotations

from tournaments.standings import GameResult, bye_points, points_by_rank, standings


def test_points_by_rank():
    assert points_by_rank([1, 2]) == [1, 0]
    assert points_by_rank([1, 1]) == [0.5, 0.5]
    assert points_by_rank([1, 2, 3]) == [2, 1, 0]
    assert points_by_rank([1, 1, 3]) == [1.5, 1.5, 0]  # places 1 and 2 (2 + 1) shared
    assert points_by_rank([1, 2, 2, 4]) == [3, 1.5, 1.5, 0]
    assert points_by_rank([2, 1, 3, 4, 5]) == [3, 4, 2, 1, 0]
    assert bye_points(2) == 1 and bye_points(3) == 1 and bye_points(4) == 1.5


def test_two_player_standings_by_hand():
    # R1: A beats B, C draws D.   R2: A draws C, B beats D.
    # | player | points      | Buchholz (opponents' points) | Sonneborn-Berger (points x opponent's) |
    # | A      | 1 + ½ = 1.5 | B 1 + C 1 = 2                | 1×1 + ½×1 = 1.5                        |
    # | B      | 0 + 1 = 1   | A 1.5 + D ½ = 2              | 0×1.5 + 1×½ = 0.5                      |
    # | C      | ½ + ½ = 1   | D ½ + A 1.5 = 2              | ½×½ + ½×1.5 = 1                        |
    # | D      | ½ + 0 = ½   | C 1 + B 1 = 2                | ½×1 + 0×1 = 0.5                        |
    # Order: A; C and B tie on points and Buchholz, C ahead on Sonneborn-Berger; D.
    results = [GameResult(("A", "B"), (1, 2)), GameResult(("C", "D"), (1, 1)),
               GameResult(("A", "C"), (1, 1)), GameResult(("D", "B"), (2, 1))]
    lines = standings("ABCD", results, [], 2)
    assert [(line.player, line.rank, line.points, line.tiebreaks["buchholz"], line.tiebreaks["sonneborn_berger"]) for line in lines] == [
        ("A", 1, 1.5, 2, 1.5), ("C", 2, 1, 2, 1), ("B", 3, 1, 2, 0.5), ("D", 4, 0.5, 2, 0.5)]


def test_byes_and_aborted_games():
    # R1: A beats B, C has the bye (1).  R2: C beats A, B has the bye.  R3: A-C aborted (0 each).
    # A: 1 + 0 + 0 = 1, Buchholz B 1 + C 2 + C 2 = 5;  B: 0 + 1 = 1, Buchholz A 1 (bye adds nothing);
    # C: 1 + 1 + 0 = 2, Buchholz A 1 + A 1 = 2.   SB: A 1×1 = 1, B 0, C 1×1 = 1.
    results = [GameResult(("A", "B"), (1, 2)), GameResult(("C", "A"), (1, 2)), GameResult(("A", "C"), None)]
    lines = standings("ABC", results, ["C", "B"], 2)
    assert [(line.player, line.points, line.byes, line.played, line.tiebreaks) for line in lines] == [
        ("C", 2, 1, 2, {"buchholz": 2, "sonneborn_berger": 1}),
        ("A", 1, 0, 3, {"buchholz": 5, "sonneborn_berger": 1}),
        ("B", 1, 1, 1, {"buchholz": 1, "sonneborn_berger": 0}),
    ]


def test_table_standings_by_hand():
    # R1: (A B C) ranks 1 2 3, scores 10 8 5;   (D E F) ranks 2 1 1, scores 7 9 9.
    # R2: (A E F) ranks 3 1 2, scores 4 12 6;   (B C D) ranks 1 1 3, scores 8 8 2.
    # | player | points          | game score |
    # | A      | 2 + 0   = 2     | 10 + 4 = 14 |
    # | B      | 1 + 1.5 = 2.5   | 8 + 8 = 16  |
    # | C      | 0 + 1.5 = 1.5   | 5 + 8 = 13  |
    # | D      | 0 + 0   = 0     | 7 + 2 = 9   |
    # | E      | 1.5 + 2 = 3.5   | 9 + 12 = 21 |
    # | F      | 1.5 + 1 = 2.5   | 9 + 6 = 15  |
    # Order: E, B (16) before F (15), A, C, D.
    results = [GameResult(("A", "B", "C"), (1, 2, 3), (10, 8, 5)), GameResult(("D", "E", "F"), (2, 1, 1), (7, 9, 9)),
               GameResult(("A", "E", "F"), (3, 1, 2), (4, 12, 6)), GameResult(("B", "C", "D"), (1, 1, 3), (8, 8, 2))]
    lines = standings("ABCDEF", results, [], 3)
    assert [(line.player, line.rank, line.points, line.tiebreaks["game_score"]) for line in lines] == [
        ("E", 1, 3.5, 21), ("B", 2, 2.5, 16), ("F", 3, 2.5, 15), ("A", 4, 2, 14), ("C", 5, 1.5, 13), ("D", 6, 0, 9)]


def test_equal_lines_share_a_rank_in_seed_order():
    lines = standings("ABC", [GameResult(("A", "B"), (1, 1))], [], 2)
    assert [(line.player, line.rank) for line in lines] == [("A", 1), ("B", 1), ("C", 3)]
