"""Second rules audit: every component number checked against both source files.

``test_components.test_matches_knarr_json`` compares the code with ``knarr.json``; this file reads
the human-written notes ``knarr.md`` (the destination tables, the reputation track, the ship
sides) and the aid's distribution table in ``knarr.fr.txt``, so a slip in either source or in the
code shows up as a disagreement.
"""

import re
from collections import Counter
from pathlib import Path

import pytest

from games.rulesets.knarr import components as C
from games.rulesets.knarr.state import fame_vp

SHARED = Path(__file__).resolve().parents[4] / "shared"
NOTES = SHARED / "components" / "knarr.md"
AID = SHARED / "rulebooks" / "knarr.fr.txt"

pytestmark = pytest.mark.skipif(
    not (NOTES.exists() and AID.exists()),
    reason="the shared rulebook and notes are not beside the repository",
)

_GAIN_WORDS = {
    "vp": "vp",
    "bracelet": "bracelet",
    "recruit": "recruit",
    "recruits": "recruit",
    "reputation": "reputation",
    "card": "card",
}


def _gains(cell: str) -> dict[str, int]:
    """ "5 VP, recruit" -> {"vp": 5, "recruit": 1}; "(nothing)" -> {}."""
    gains: dict[str, int] = {}
    if cell == "(nothing)":
        return gains
    for part in cell.split(","):
        words = part.strip().lower().split()
        count = int(words[0]) if words[0].isdigit() else 1
        gains[_GAIN_WORDS[words[-1]]] = gains.get(_GAIN_WORDS[words[-1]], 0) + count
    return gains


def _cost(cell: str, previous: dict | None) -> dict:
    if cell.startswith("≠"):
        return {"kind": "different", "count": cell.count("≠")}
    if cell.startswith("===="):
        return {"kind": "same", "count": 4}
    if cell.startswith("same as"):
        assert previous is not None
        return previous
    colours = {}
    for part in cell.split("+"):
        count, colour = part.split()
        colours[colour] = int(count)
    return {"kind": "colours", "colours": colours}


def _columns(cell: str) -> list[str | None]:
    return [None if part.strip() == "–" else _GAIN_WORDS[part.strip().lower()] for part in cell.split(",")]


def _destination_rows() -> list[tuple[str, dict, dict, list]]:
    rows = []
    previous = None
    for line in NOTES.read_text().splitlines():
        match = re.match(r"^\| ([AB]\d+) \| (.+?) \| (.+?) \| (.+?) \|$", line)
        if not match:
            continue
        label, cost, gains, columns = match.groups()
        previous = _cost(cost, previous)
        rows.append((label, previous, _gains(gains), _columns(columns)))
    return rows


def test_all_35_destinations_match_the_notes_tables():
    """knarr.md §3: each destination's deck, exact cost, immediate gains and trade columns."""
    rows = _destination_rows()
    assert [label for label, *_ in rows] == [C.DESTINATIONS[n]["label"] for n in range(1, 36)]
    for label, cost, gains, columns in rows:
        ours = C.DESTINATIONS[int(label[1:])]
        assert ours["deck"] == label[0], label
        assert ours["cost"] == cost, label
        assert ours["immediate"] == gains, label
        assert ours["columns"] == columns, label


def test_reputation_track_matches_the_notes():
    """knarr.md §1.1: 0-2 -> 0 VP, 3-5 -> 1, 6-9 -> 2, 10-13 -> 3, 14 -> 5; the track ends at 14."""
    bands = re.findall(r"^   - (\d+)(?:–(\d+))? → (\d+) VP$", NOTES.read_text(), re.MULTILINE)
    assert len(bands) == 5
    for low, high, vp in bands:
        for reputation in range(int(low), int(high or low) + 1):
            assert fame_vp(reputation) == int(vp), reputation
    assert max(int(high or low) for low, high, _ in bands) == C.MAX_REPUTATION == 14


def test_ship_sides_match_the_notes():
    """knarr.md §4: normal side [–, recruit, –], advanced side [VP, –, bracelet]."""
    text = NOTES.read_text()
    for side, word in (("normal", "Normal side"), ("advanced", "Advanced side")):
        cell = re.search(rf"\*\*{word}\*\*[^`]*`\[(.+?)\]`", text).group(1)
        assert C.SHIP_COLUMNS[side] == _columns(cell)


def test_viking_deck_matches_the_aid_distribution_table():
    """The aid, "Répartition des Cartes": the three tables, read from the rulebook file itself."""
    colours = {"Rouge": "red", "Jaune": "yellow", "Vert": "green", "Bleu": "blue", "Mauve": "purple"}
    players = None
    checked = 0
    for line in AID.read_text().splitlines():
        header = re.match(r"^(\d) Joueurs \|", line)
        if header:
            players = int(header.group(1))
            counts = Counter((C.colour_of(c), C.gain_of(c)) for c in C.viking_deck(players))
            continue
        cells = [cell.strip() for cell in line.split("|")]
        if players and cells[0] in colours:
            colour = colours[cells[0]]
            # Columns: PV, Bracelet, Recrue, Réputation.
            assert [int(n) for n in cells[1:5]] == [
                counts[(colour, gain)] for gain in ("vp", "bracelet", "recruit", "reputation")
            ], (players, colour)
            checked += 1
    assert checked == 15
