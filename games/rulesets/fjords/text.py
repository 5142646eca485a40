"""Short texts for move buttons and the game log, in English ("en") and French ("fr").

Events reach ``describe_event`` already redacted (no pile order), so nothing here can reveal it.
Tiles are named by their six corners (corner 0 at the top, clockwise): P arable, M mountain, S sea.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.fjords import components as C

_TEXTS = {
    "en": {
        "draw": "Draw a face-down tile",
        "take_open": "Take tile {tile} from the open display",
        "place": "Place the tile at ({q}, {r}), turned {degrees}° clockwise",
        "hut": "Build a hut on this tile",
        "no_hut": "No hut",
        "field": "Place a field at ({q}, {r})",
        "round_started": "Round {round} begins; {first} discovers first ({pile_size} tiles in the pile).",
        "tile_drawn": "{who} draws tile {tile}.",
        "tile_set_aside": "{who} cannot place tile {tile}: it goes to the open display.",
        "tile_taken": "{who} takes tile {tile} from the open display.",
        "tile_placed": "{who} places tile {tile} at ({q}, {r}).",
        "hut_built": "{who} builds a hut at ({q}, {r}).",
        "hut_declined": "{who} builds no hut.",
        "discovery_ended": "Discovery is over ({discarded} open tiles discarded); {first} places the first field.",
        "field_placed": "{who} places a field at ({q}, {r}).",
        "turn_passed": "{who} can place no more fields and passes.",
        "round_scored": "Round {round}: {scores}.",
        "round_won": "{winner} wins the round.",
        "round_tied": "The round is tied.",
        "game_ended": "The game is over.",
        "fields": "{name} {count} fields",
    },
    "fr": {
        "draw": "Piocher une tuile face cachée",
        "take_open": "Prendre la tuile {tile} de la pioche ouverte",
        "place": "Poser la tuile en ({q}, {r}), tournée de {degrees}° (sens horaire)",
        "hut": "Installer une hutte sur cette tuile",
        "no_hut": "Pas de hutte",
        "field": "Poser un champ en ({q}, {r})",
        "round_started": "Manche {round} : {first} découvre en premier ({pile_size} tuiles dans la pioche).",
        "tile_drawn": "{who} pioche la tuile {tile}.",
        "tile_set_aside": "{who} ne peut pas poser la tuile {tile} : elle va dans la pioche ouverte.",
        "tile_taken": "{who} prend la tuile {tile} dans la pioche ouverte.",
        "tile_placed": "{who} pose la tuile {tile} en ({q}, {r}).",
        "hut_built": "{who} installe une hutte en ({q}, {r}).",
        "hut_declined": "{who} n’installe pas de hutte.",
        "discovery_ended": "Fin de la découverte ({discarded} tuiles ouvertes écartées) ; {first} pose le premier champ.",
        "field_placed": "{who} pose un champ en ({q}, {r}).",
        "turn_passed": "{who} ne peut plus poser de champ et passe.",
        "round_scored": "Manche {round} : {scores}.",
        "round_won": "{winner} gagne la manche.",
        "round_tied": "La manche est à égalité.",
        "game_ended": "La partie est terminée.",
        "fields": "{name} {count} champs",
    },
}


def _lang(locale: str) -> str:
    return "fr" if str(locale).lower().startswith("fr") else "en"


def tile_name(tile: Any) -> str:
    if isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < len(C.TILES):
        return C.TILES[tile]
    return "?"


def describe_move(move: dict[str, Any], locale: str = "en") -> str:
    texts = _TEXTS[_lang(locale)]
    kind = move.get("type") if isinstance(move, dict) else None
    if kind not in ("draw", "take_open", "place", "hut", "no_hut", "field"):
        return str(kind)
    rotation = move.get("rotation")
    degrees = 60 * rotation if isinstance(rotation, int) else "?"
    return texts[kind].format(
        tile=tile_name(move.get("tile")), q=move.get("q"), r=move.get("r"), degrees=degrees
    )


def describe_event(event: dict[str, Any], names: list[str], locale: str = "en") -> str:
    texts = _TEXTS[_lang(locale)]
    data = event.get("data", {})

    def name(seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return "?"

    kind = event.get("type")
    who = name(event.get("seat"))
    if kind == "round_scored":
        scores = ", ".join(
            texts["fields"].format(name=name(seat), count=count)
            for seat, count in enumerate(data.get("fields", []))
        )
        result = texts["round_scored"].format(round=data.get("round"), scores=scores)
        winner = data.get("winner")
        tail = texts["round_tied"] if winner is None else texts["round_won"].format(winner=name(winner))
        return f"{result} {tail}"
    if kind not in texts:
        return f"{who}: {str(kind).replace('_', ' ')}"
    return texts[kind].format(
        who=who,
        tile=tile_name(data.get("tile")),
        q=data.get("q"),
        r=data.get("r"),
        round=data.get("round"),
        first=name(data.get("first")),
        pile_size=data.get("pile_size", len(data.get("pile", []))),
        discarded=len(data.get("discarded", [])),
    )
