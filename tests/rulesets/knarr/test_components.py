"""The component data matches the notes (knarr.md) and the machine-readable knarr.json."""

import json
from collections import Counter
from pathlib import Path

import pytest

from games.rulesets.knarr import components as C

JSON = Path(__file__).resolve().parents[4] / "shared" / "components" / "knarr.json"


@pytest.mark.parametrize(("players", "total"), [(2, 30), (3, 40), (4, 50)])
def test_deck_size_per_player_count(players, total):
    deck = C.viking_deck(players)
    assert len(deck) == total
    assert Counter(C.colour_of(card) for card in deck) == {colour: total // 5 for colour in C.COLOURS}


def test_player_aid_distribution_table():
    # The aid's table, e.g. 2 players red: 3 VP, 2 bracelets, 1 recruit, 0 reputation.
    table = {
        2: {
            "red": (3, 2, 1, 0),
            "yellow": (3, 1, 0, 2),
            "green": (2, 1, 2, 1),
            "blue": (2, 1, 1, 2),
            "purple": (1, 2, 2, 1),
        },
        3: {
            "red": (3, 3, 1, 1),
            "yellow": (4, 1, 1, 2),
            "green": (3, 1, 3, 1),
            "blue": (3, 2, 1, 2),
            "purple": (2, 2, 2, 2),
        },
        4: {
            "red": (4, 3, 2, 1),
            "yellow": (5, 2, 1, 2),
            "green": (4, 2, 3, 1),
            "blue": (4, 2, 1, 3),
            "purple": (4, 2, 2, 2),
        },
    }
    for players, rows in table.items():
        counts = Counter((C.colour_of(c), C.gain_of(c)) for c in C.viking_deck(players))
        for colour, numbers in rows.items():
            assert tuple(counts[(colour, gain)] for gain in C.VIKING_GAINS) == numbers


def test_destinations():
    assert len(C.DESTINATION_DECKS["A"]) == 20 and len(C.DESTINATION_DECKS["B"]) == 15
    assert C.DESTINATIONS[21]["cost"] == {"kind": "same", "count": 4}
    assert C.DESTINATIONS[4]["cost"] == {"kind": "different", "count": 3}
    assert C.DESTINATIONS[24]["cost"]["colours"] == {c: 1 for c in C.COLOURS}


@pytest.mark.skipif(not JSON.exists(), reason="the shared component notes are not beside the repository")
def test_matches_knarr_json():
    data = json.loads(JSON.read_text())
    for row in data["vikings"]:
        assert C.VIKING_COPIES[(row["colour"], row["gain"])] == (
            row["unmarked"],
            row["marked_3"],
            row["marked_4"],
        )
        for players in (2, 3, 4):
            count = sum(
                1
                for c in C.viking_deck(players)
                if (C.colour_of(c), C.gain_of(c)) == (row["colour"], row["gain"])
            )
            assert count == row[f"copies_{players}p"]
    for row in data["destinations"]:
        ours = C.DESTINATIONS[row["id"]]
        assert ours["deck"] == row["deck"][0]
        assert ours["immediate"] == row["immediate"]
        assert ours["columns"] == row["trade_columns"]
        cost = row["cost"]
        if "DIFFERENT_COLOURS" in cost:
            assert ours["cost"] == {"kind": "different", "count": cost["DIFFERENT_COLOURS"]}
        elif "SAME_COLOUR_ANY" in cost:
            assert ours["cost"] == {"kind": "same", "count": cost["SAME_COLOUR_ANY"]}
        else:
            assert ours["cost"] == {"kind": "colours", "colours": cost}
    assert data["ship_trade_columns"] == C.SHIP_COLUMNS
    assert {int(k): v for k, v in data["reputation_vp_thresholds"].items()} == dict(C.REPUTATION_VP)
    assert data["reputation_max"] == C.MAX_REPUTATION
