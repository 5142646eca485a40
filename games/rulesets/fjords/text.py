"""Fjords' texts for move buttons and the game log, from its message catalogue (the ``fjords``
domain, ``locale/<lang>/LC_MESSAGES/fjords.po``; ``games.rulesets.i18n``): English is the source,
every other language a translation.

Events reach ``describe_event`` already redacted (no pile order), so nothing here can reveal it.

Plain words: a tile by its terrains, most corners first ("a tile of 4 mountain, 2 arable land":
``tile_name``), a place on the map by the label the map prints on it (``place_name``: a row letter
and a column number, "M10" for the top start tile), a player by name.
"""

from __future__ import annotations

import string
from typing import Any

from games.rulesets.fjords import components as C
from games.rulesets.i18n import Catalogue, Texts

TEXTS = Catalogue("fjords")


def texts(locale: str) -> Texts:
    return TEXTS.bind(locale)


# The map's rows are lettered from the top, the start tiles' first row being "M" (11 rows above
# it, as many below: more than a round's 40 tiles reach); columns are numbered from the left, the
# top start tile's being 10, so that a round's landscape keeps its numbers positive. Rows are
# offset by half a hex: a column number names the hexes of a zigzag line down the map. No I or O
# (read as 1 and 0), no P (P1 reads as a player elsewhere).
ROW_LETTERS = "".join(letter for letter in string.ascii_uppercase if letter not in {"I", "O", "P"})
TOP_ROW = 11
LEFT_COLUMN = 10


def place_name(q: Any, r: Any) -> str:
    """The label of the map's cell at axial ``(q, r)`` (``svg`` prints it in every cell): its row
    letter and column number, "M10" for the top start tile; "?" for what is not a cell. A row
    beyond the letters reads as its letter doubled from the nearer end ("AA" above "A")."""
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (q, r)):
        return "?"
    row = r + TOP_ROW
    if 0 <= row < len(ROW_LETTERS):
        letter = ROW_LETTERS[row]
    elif row < 0:
        letter = ROW_LETTERS[0] * (1 - row)
    else:
        letter = ROW_LETTERS[-1] * (row - len(ROW_LETTERS) + 2)
    # Offset rows: a cell's column is its axial q shifted by half its row, rounded down.
    return f"{letter}{q + r // 2 + LEFT_COLUMN}"


def tile_name(tile: Any, locale: Any = "en") -> str:
    """A tile by its terrains, most corners first, then arable land, mountain, sea: "a tile of
    4 mountain and 2 arable land" (a count of corners is a unit: "3 sea"); "?" for what is not a
    tile."""
    if not (isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < len(C.TILES)):
        return "?"
    t = texts(locale) if not isinstance(locale, Texts) else locale
    corners = C.TILES[tile]
    counts = sorted(((corners.count(terrain), terrain) for terrain in C.TERRAINS if terrain in corners),
                    key=lambda pair: -pair[0])
    words = {
        C.ARABLE: lambda n: t.ngettext("{n} arable land", "{n} arable land", n),
        C.MOUNTAIN: lambda n: t.ngettext("{n} mountain", "{n} mountain", n),
        C.SEA: lambda n: t.ngettext("{n} sea", "{n} sea", n),
    }
    parts = [words[terrain](n) for n, terrain in counts]
    listed = parts[0] if len(parts) == 1 else t.gettext(
        "{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])
    # Translators: a tile by how many of its six corners are of each terrain ("4 mountain and 2 sea").
    return t.gettext("a tile of {terrains}", terrains=listed)


def describe_move(
    move: dict[str, Any], locale: str = "en", names: list[str] | None = None, view: dict[str, Any] | None = None
) -> str:
    """A move's label. It names no player and the tile in hand needs no view (the map shows it):
    ``names`` and ``view`` are the contract's, unused."""
    t = texts(locale)
    kind = move.get("type") if isinstance(move, dict) else None
    if kind == "draw":
        return t.gettext("Draw a face-down tile")
    if kind == "take_open":
        return t.gettext("Take {tile} from the open display", tile=tile_name(move.get("tile"), t))
    if kind == "place":
        rotation = move.get("rotation")
        degrees = 60 * rotation if isinstance(rotation, int) else "?"
        return t.gettext("Place the tile on {place}, turned {degrees}° clockwise",
                         place=place_name(move.get("q"), move.get("r")), degrees=degrees)
    if kind == "hut":
        return t.gettext("Build a hut on this tile")
    if kind == "no_hut":
        return t.gettext("No hut")
    if kind == "field":
        return t.gettext("Place a field on {place}", place=place_name(move.get("q"), move.get("r")))
    return str(kind)


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    t = texts(locale)
    data = event.get("data", {})

    def name(seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return "?"

    kind = event.get("type")
    who = name(event.get("seat"))
    tile = tile_name(data.get("tile"), t)
    place = place_name(data.get("q"), data.get("r"))
    if kind == "round_scored":
        scores = ", ".join(
            t.ngettext("{name} {n} field", "{name} {n} fields", count, name=name(seat))
            for seat, count in enumerate(data.get("fields", []))
        )
        result = t.gettext("Round {round}: {scores}.", round=data.get("round"), scores=scores)
        winner = data.get("winner")
        tail = (t.gettext("The round is tied.") if winner is None
                else t.gettext("{winner} wins the round.", winner=name(winner)))
        return f"{result} {tail}"
    if kind == "round_started":
        return t.gettext("Round {round} begins; {first} discovers first ({pile_size} tiles in the pile).",
                         round=data.get("round"), first=name(data.get("first")),
                         pile_size=data.get("pile_size", len(data.get("pile", []))))
    if kind == "tile_drawn":
        return t.gettext("{who} draws {tile}.", who=who, tile=tile)
    if kind == "tile_set_aside":
        return t.gettext("{who} cannot place {tile}: it goes to the open display.", who=who, tile=tile)
    if kind == "tile_taken":
        return t.gettext("{who} takes {tile} from the open display.", who=who, tile=tile)
    if kind == "tile_placed":
        return t.gettext("{who} places {tile} on {place}.", who=who, tile=tile, place=place)
    if kind == "hut_built":
        return t.gettext("{who} builds a hut on {place}.", who=who, place=place)
    if kind == "hut_declined":
        return t.gettext("{who} builds no hut.", who=who)
    if kind == "discovery_ended":
        return t.ngettext("Discovery is over ({n} open tile discarded); {first} places the first field.",
                          "Discovery is over ({n} open tiles discarded); {first} places the first field.",
                          len(data.get("discarded", [])), first=name(data.get("first")))
    if kind == "field_placed":
        return t.gettext("{who} places a field on {place}.", who=who, place=place)
    if kind == "turn_passed":
        return t.gettext("{who} can place no more fields and passes.", who=who)
    if kind == "game_ended":
        return t.gettext("The game is over.")
    return f"{who}: {str(kind).replace('_', ' ')}"
