"""Fjords' texts for move buttons and the game log, from its message catalogue (the ``fjords``
domain, ``locale/<lang>/LC_MESSAGES/fjords.po``; ``games.rulesets.i18n``): English is the source,
every other language a translation.

Events reach ``describe_event`` already redacted (no pile order), so nothing here can reveal it.
Tiles are named by their six corners (corner 0 at the top, clockwise): P arable, M mountain, S sea.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.fjords import components as C
from games.rulesets.i18n import Catalogue, Texts

TEXTS = Catalogue("fjords")


def texts(locale: str) -> Texts:
    return TEXTS.bind(locale)


def tile_name(tile: Any) -> str:
    if isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < len(C.TILES):
        return C.TILES[tile]
    return "?"


def describe_move(move: dict[str, Any], locale: str = "en") -> str:
    t = texts(locale)
    kind = move.get("type") if isinstance(move, dict) else None
    if kind == "draw":
        return t.gettext("Draw a face-down tile")
    if kind == "take_open":
        return t.gettext("Take tile {tile} from the open display", tile=tile_name(move.get("tile")))
    if kind == "place":
        rotation = move.get("rotation")
        degrees = 60 * rotation if isinstance(rotation, int) else "?"
        return t.gettext("Place the tile at ({q}, {r}), turned {degrees}° clockwise",
                         q=move.get("q"), r=move.get("r"), degrees=degrees)
    if kind == "hut":
        return t.gettext("Build a hut on this tile")
    if kind == "no_hut":
        return t.gettext("No hut")
    if kind == "field":
        return t.gettext("Place a field at ({q}, {r})", q=move.get("q"), r=move.get("r"))
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
    tile = tile_name(data.get("tile"))
    where = {"q": data.get("q"), "r": data.get("r")}
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
        return t.gettext("{who} draws tile {tile}.", who=who, tile=tile)
    if kind == "tile_set_aside":
        return t.gettext("{who} cannot place tile {tile}: it goes to the open display.", who=who, tile=tile)
    if kind == "tile_taken":
        return t.gettext("{who} takes tile {tile} from the open display.", who=who, tile=tile)
    if kind == "tile_placed":
        return t.gettext("{who} places tile {tile} at ({q}, {r}).", who=who, tile=tile, **where)
    if kind == "hut_built":
        return t.gettext("{who} builds a hut at ({q}, {r}).", who=who, **where)
    if kind == "hut_declined":
        return t.gettext("{who} builds no hut.", who=who)
    if kind == "discovery_ended":
        return t.ngettext("Discovery is over ({n} open tile discarded); {first} places the first field.",
                          "Discovery is over ({n} open tiles discarded); {first} places the first field.",
                          len(data.get("discarded", [])), first=name(data.get("first")))
    if kind == "field_placed":
        return t.gettext("{who} places a field at ({q}, {r}).", who=who, **where)
    if kind == "turn_passed":
        return t.gettext("{who} can place no more fields and passes.", who=who)
    if kind == "game_ended":
        return t.gettext("The game is over.")
    return f"{who}: {str(kind).replace('_', ' ')}"
