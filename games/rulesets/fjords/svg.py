"""Draw the landscape of a Fjords ``view`` as a self-contained SVG string.

Pure function over the view (no state, no hidden data): each placed tile is a group of six
corner regions coloured by terrain (the tile model puts terrain on corners), an outline (thick
and dark for the start tiles, gold for the tile just placed), its label, and the hut or field on
it in its owner's colour. Empty cells where a tile could go (touching two tiles: the rules'
``board.candidate_cells``, asked of the view's board) are dashed outlines with their label. A label is the name the move buttons and the log give the cell
(``text.place_name``: "M10"), so players find the places the buttons name.
A legend gives the terrains, each player's colour, huts and fields left, the round, the tile in
hand and the open display. Every text comes from the ``fjords`` message catalogue in
``locale``'s language (``text.texts``; English without one).

``render_svg`` is one picture, the legend on the map's right (emails, the rules page).
``render_board_html`` is the game page's board: the map and the legend as two pictures, the
legend below the map on a phone so the map has the page's width, with the elements the seat's
moves act on (a hex, an open tile, the draw pile) as HTML buttons laid over them (a
``<button>`` cannot go inside an ``<svg>``), each at its element's place in percent of its
picture's ``viewBox``, so they follow the picture as it scales.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape  # quotes too: some texts go into attributes (xml.sax's escape leaves them)
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.fjords.board import candidate_cells
from games.rulesets.fjords.hexes import distinct_rotations
from games.rulesets.fjords.text import place_name, texts
from games.rulesets.i18n import Texts
from games.rulesets.page_style import player_name, shortened, touchable

SIZE = 34  # circumradius of a board hex, in px
SMALL = 16  # circumradius of the open display's hexes in the legend
HAND = 16  # circumradius of the tile in hand, drawn in the legend in each of its rotations
TERRAIN_COLOURS = {"P": "#9ccc65", "M": "#9e8b7a", "S": "#4fa3d9"}
PLAYER_COLOURS = ("#d32f2f", "#fdd835")
OUTLINE = "#263238"
LAST_OUTLINE = "#ff8f00"  # the tile placed this turn
SLOT_OUTLINE = "#90a4ae"  # free cells a tile could go to
LEGEND_WIDTH = 230
# A player's name in the legend, at most (with "(you)" and the turn marker after it, it fills the
# legend's width in 12 px bold); longer names are cut, the whole name in the line's tooltip.
NAME_CHARS = 18



def terrain_name(terrain: str, t: Texts) -> str:
    names = {
        "P": t.pgettext("terrain", "Arable land"),
        "M": t.pgettext("terrain", "Mountain"),
        "S": t.pgettext("terrain", "Sea"),
    }
    return names[terrain]


def _centre(q: int, r: int) -> tuple[float, float]:
    return SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r


def _corner_points(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """Corner 0 at the top, then clockwise (y grows downwards)."""
    return [
        (x + size * math.cos(math.radians(-90 + 60 * k)), y + size * math.sin(math.radians(-90 + 60 * k)))
        for k in range(6)
    ]


def _points(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _hex_parts(x: float, y: float, size: float, corners: str) -> list[str]:
    """Six corner regions (centre, middle of the edge before, corner, middle of the edge after)."""
    pts = _corner_points(x, y, size)
    parts = []
    for k in range(6):
        before = pts[(k - 1) % 6]
        after = pts[(k + 1) % 6]
        mid_before = ((before[0] + pts[k][0]) / 2, (before[1] + pts[k][1]) / 2)
        mid_after = ((after[0] + pts[k][0]) / 2, (after[1] + pts[k][1]) / 2)
        colour = TERRAIN_COLOURS.get(corners[k] if k < len(corners) else "", "#cccccc")
        parts.append(
            f'<polygon points="{_points([(x, y), mid_before, pts[k], mid_after])}" '
            f'fill="{colour}" stroke="{colour}" stroke-width="0.6"/>'
        )
    return parts


def _hut(x: float, y: float, seat: int, scale: float = 1.0) -> str:
    s = 9 * scale
    shape = [
        (x, y - s),
        (x + s, y - s * 0.1),
        (x + s * 0.7, y - s * 0.1),
        (x + s * 0.7, y + s * 0.8),
        (x - s * 0.7, y + s * 0.8),
        (x - s * 0.7, y - s * 0.1),
        (x - s, y - s * 0.1),
    ]
    return (
        f'<polygon class="hut" points="{_points(shape)}" fill="{PLAYER_COLOURS[seat % 2]}" '
        f'stroke="{OUTLINE}" stroke-width="1.5"/>'
    )


def _field(x: float, y: float, seat: int, scale: float = 1.0) -> str:
    s = 8 * scale
    return (
        f'<rect class="field" x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" '
        f'rx="2" fill="{PLAYER_COLOURS[seat % 2]}" stroke="{OUTLINE}" stroke-width="1.5"/>'
    )


def _text(
    x: float, y: float, content: str, size: int = 12, anchor: str = "start", weight: str = "normal"
) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{size}" '
        f'text-anchor="{anchor}" font-weight="{weight}" fill="{OUTLINE}">{escape(content)}</text>'
    )



@dataclass
class _Drawing:
    """An SVG picture and where its touchable elements lie: ``box`` is its viewBox (left, top,
    width, height), ``spots`` each element's key (``FjordsPresentation.target``) with its centre,
    size (in viewBox units), shape ("round" or "box") and ``thing`` (plain words naming it)."""

    svg: str
    box: tuple[float, float, float, float]
    spots: dict[str, tuple[float, float, float, float, str, str]] = field(default_factory=dict)


def hex_key(q: Any, r: Any) -> str:
    """The key of the hex (q, r), a tile or a free space: ``hex:q,r``."""
    return f"hex:{q},{r}"


def render_svg(view: dict[str, Any], names: list[str] | None = None, locale: str = "en") -> str:
    """The board of ``view`` (as given by ``FjordsRuleset.view``) as one SVG document string, the
    map with its legend on the right; the legend names each seat by ``names[seat]``
    (``page_style.player_name``; "Player N" without names)."""
    t = texts(locale)
    landscape = _map(view, t, ())
    left, top, map_width, map_height = landscape.box
    legend = _legend(view, names, t, left + map_width + 10, top)
    width, height = map_width + LEGEND_WIDTH, max(map_height, legend.box[3])
    return _svg(t, "fjords-picture", (left, top, width, height), landscape.svg + legend.svg, fill=False,
                own=True, title=t.gettext("Fjords: the landscape"))


# The legend on the game page, at this many times its natural size: its open tiles and draw pile
# are touched, and at 1.5 a tile of the display is 48 px across, the size of a fingertip.
LEGEND_SCALE = 1.5


def render_board_html(view: dict[str, Any], seat: int | None = None, locale: str = "en",
                      names: list[str] | None = None, touches: Mapping[str, Touch] | None = None) -> str:
    """The game page's board: the map (the same for every ``seat``: nothing on it is hidden) and
    its legend as two pictures side by side, the legend below the map where the page is too narrow
    for both (a phone: the map then has the page's whole width), each in a wrapper with a button
    laid over each element ``touches`` names (``page_style.touchable``), the legend first when they
    are all in it: on the map a hex
    ``hex:q,r`` (a free space to place the tile in hand, a tile to build a hut or place a field
    on), in the legend an open tile ``open:<tile id>`` and the draw pile ``pile``. A button is
    transparent, ringed, sized as its element and at its place in percent of its picture's
    viewBox, so it stays on it however wide the picture is drawn."""
    t = texts(locale)
    # a hex a move acts on is on the map even if it is no free space of the drawing's own rule
    cells = [_cell(key) for key in touches or {} if key.startswith("hex:")]
    landscape = _map(view, t, [cell for cell in cells if cell is not None])
    legend = _legend(view, names, t, 0, 0)
    map_width = landscape.box[2]
    # The map grows up to twice its natural size on a desktop (its cells are small to touch at
    # one), shrinks to the page on a phone, and takes a line of its own when the legend would
    # leave it less than its natural width.
    map_box = (f'<div class="fjords-map" style="position:relative;flex:1 1 {map_width:.0f}px;'
               f'max-width:{2 * map_width:.0f}px">'
               + _svg(t, "fjords-map", landscape.box, landscape.svg, fill=True, own=True,
                      title=t.gettext("Fjords: the landscape"))
               + _buttons(landscape, touches, t) + "</div>")
    # When the moves act on the legend only (draw, or take an open tile), it comes first: on a phone,
    # below the map, it would be off the first screen; it is then the player's own part of the page
    # (``data-own``: the tile in hand is in it).
    keys = list(touches or {})
    legend_first = keys and not any(key.startswith("hex:") for key in keys)
    legend_box = (f'<div class="fjords-legend" style="position:relative;flex:0 0 auto;'
                  f'width:{LEGEND_SCALE * LEGEND_WIDTH:.0f}px;max-width:100%">'
                  + _svg(t, "fjords-legend", legend.box, legend.svg, fill=True, own=bool(legend_first),
                         title=t.gettext("Round {round} of {rounds}", round=view.get("round"),
                                         rounds=view.get("rounds", 3)))
                  + _buttons(legend, touches, t) + "</div>")
    boxes = f"{legend_box}{map_box}" if legend_first else f"{map_box}{legend_box}"
    return (f'<div class="fjords-board" style="display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start">'
            f"{boxes}</div>")


def _buttons(drawing: _Drawing, touches: Mapping[str, Touch] | None, t: Texts) -> str:
    left, top, width, height = drawing.box
    buttons = []
    for key, (x, y, w, h, shape, thing) in drawing.spots.items():
        style = (
            f"position:absolute;left:{100 * (x - left) / width:.2f}%;top:{100 * (y - top) / height:.2f}%;"
            f"width:{100 * w / width:.2f}%;height:{100 * h / height:.2f}%;transform:translate(-50%,-50%);"
            f"margin:0;{'border-radius:50%' if shape == 'round' else ''}"
        )
        buttons.append(touchable(key, "", touches, thing, t.lang, block=True, style=style))
    return "".join(buttons)


def _svg(t: Texts, name: str, box: tuple[float, float, float, float], body: str, *, fill: bool, own: bool,
         title: str) -> str:
    """An SVG document of ``body`` over ``box`` (its viewBox), drawn at its natural size but never
    wider than the page (on a phone it scales down: pinch to zoom), or (``fill``) as wide as its
    wrapper. ``own``: ``data-own``, the player's own part of the page, which must be on a phone's
    first screen (Fjords has no board per player to fold: the map, where the tile in hand goes,
    is it)."""
    left, top, width, height = box
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{name}" viewBox="{left:.1f} {top:.1f} {width:.1f} {height:.1f}" '
        f'width="{width:.0f}" height="{height:.0f}" '
        f'style="display:block;{"width:100%" if fill else "max-width:100%"};height:auto" role="img" '
        + ('data-own="" ' if own else "")
        + f'aria-labelledby="{name}-title"><title id="{name}-title">{escape(title)}</title>'
        f'<rect x="{left:.1f}" y="{top:.1f}" width="{width:.1f}" height="{height:.1f}" fill="#f4f1ea"/>'
        f"{body}</svg>"
    )


def _cell(key: str) -> tuple[int, int] | None:
    try:
        q, r = key.removeprefix("hex:").split(",")
        return int(q), int(r)
    except ValueError:
        return None


def _map(view: dict[str, Any], t: Texts, extra: Any) -> _Drawing:
    """The landscape: every tile, the free cells (and ``extra`` cells a move names), their spots."""
    spots: dict[str, tuple[float, float, float, float, str, str]] = {}
    board = view.get("board", [])
    slots = candidate_cells(board) if view.get("phase") == "discovery" else []
    taken = {(tile["q"], tile["r"]) for tile in board}
    slots += [cell for cell in extra if cell not in taken and cell not in slots]
    cells = [(tile["q"], tile["r"]) for tile in board] + slots or [(0, 0)]
    xs = [_centre(q, r)[0] for q, r in cells]
    ys = [_centre(q, r)[1] for q, r in cells]
    margin = SIZE + 12
    left, top = min(xs) - margin, min(ys) - margin
    map_width = max(xs) - min(xs) + 2 * margin
    height = max(ys) - min(ys) + 2 * margin

    out: list[str] = []
    for q, r in slots:
        x, y = _centre(q, r)
        out.append(
            f'<g class="slot" data-q="{q}" data-r="{r}"><polygon points="{_points(_corner_points(x, y, SIZE - 1))}" '
            f'fill="none" stroke="{SLOT_OUTLINE}" stroke-width="1" stroke-dasharray="4 3"/>'
            f"{_text(x, y + 4, place_name(q, r), 10, 'middle')}</g>"
        )
        # a round button inside the hex: neighbours' buttons never overlap (centres 1.73 SIZE apart)
        spots[hex_key(q, r)] = (x, y, 1.6 * SIZE, 1.6 * SIZE, "round",
                                t.gettext("the free cell {place}", place=place_name(q, r)))
    last = view.get("last_placed")
    for tile in board:
        q, r = tile["q"], tile["r"]
        x, y = _centre(q, r)
        parts = _hex_parts(x, y, SIZE, tile["corners"])
        if tile.get("start"):
            stroke, stroke_width = OUTLINE, 3
        elif last is not None and [q, r] == list(last):
            stroke, stroke_width = LAST_OUTLINE, 3
        else:
            stroke, stroke_width = OUTLINE, 1.2
        parts.append(
            f'<polygon class="outline" points="{_points(_corner_points(x, y, SIZE))}" fill="none" '
            f'stroke="{stroke}" stroke-width="{stroke_width}"/>'
        )
        if tile.get("hut") is not None:
            parts.append(_hut(x, y, tile["hut"]))
        elif tile.get("field") is not None:
            parts.append(_field(x, y, tile["field"]))
        parts.append(_text(x, y + SIZE * 0.72, place_name(q, r), 9, "middle"))
        spots[hex_key(q, r)] = (x, y, 1.6 * SIZE, 1.6 * SIZE, "round",
                                t.gettext("the tile on {place}", place=place_name(q, r)))
        out.append(
            f'<g class="tile" data-q="{q}" data-r="{r}" data-corners="{escape(tile["corners"])}">'
            + "".join(parts)
            + "</g>"
        )

    return _Drawing("".join(out), (left, top, map_width, height), spots)


def _legend(view: dict[str, Any], names: list[str] | None, t: Texts, lx: float, top: float) -> _Drawing:
    """The legend, its left edge at ``lx`` and its top at ``top``: the round; what the moves act on
    first (the draw pile, the tile in hand in its rotations, the open display); then the key: the
    terrains, what the outlines mean, each player's colour, huts and fields. With the draw pile's
    and the open tiles' spots."""
    spots: dict[str, tuple[float, float, float, float, str, str]] = {}
    last = view.get("last_placed")
    slots = view.get("phase") == "discovery" and bool(candidate_cells(view.get("board", [])))
    ly = top + 24
    legend = ['<g class="legend">']
    legend.append(
        _text(
            lx,
            ly,
            t.gettext("Round {round} of {rounds}", round=view.get("round"), rounds=view.get("rounds", 3)),
            14,
            weight="bold",
        )
    )
    ly += 22
    pile = t.gettext("Draw pile: {n}", n=view.get("pile_size", 0))
    legend.append(_text(lx, ly, pile, 12))
    # the line's box, a 12 px text's width estimated at 7 px a character
    pile_width = min(LEGEND_WIDTH - 10, 7 * len(pile) + 12)
    spots["pile"] = (lx - 6 + pile_width / 2, ly - 5, pile_width, 30, "box", t.gettext("the draw pile"))
    ly += 24
    hand = view.get("hand")
    if hand:
        legend.append(_text(lx, ly, t.gettext("Tile in hand, turned clockwise"), 12, weight="bold"))
        ly += HAND + 6
        # The tile as each distinct rotation the move buttons name ("turned 120° clockwise").
        for index, (rotation, corners) in enumerate(distinct_rotations(hand["corners"])):
            cx = lx + HAND + index * (HAND * 2 + 4)
            legend.append(
                f'<g class="loose-tile hand" data-rotation="{rotation}">'
                + "".join(_hex_parts(cx, ly, HAND, corners))
                + f'<polygon points="{_points(_corner_points(cx, ly, HAND))}" fill="none" '
                f'stroke="{OUTLINE}" stroke-width="1.2"/>'
                + _text(cx, ly + HAND + 12, f"{60 * rotation}\u00b0", 10, "middle")
                + "</g>"
            )
        ly += HAND + 32
    open_tiles = view.get("open") or []
    if open_tiles:
        legend.append(_text(lx, ly, t.gettext("Open display"), 12, weight="bold"))
        ly += SMALL + 6
        per_row = 6
        for index, tile in enumerate(open_tiles):
            cx = lx + SMALL + (index % per_row) * (SMALL * 2 + 4)
            cy = ly + (index // per_row) * (SMALL * 2 + 4)
            spots.setdefault(f"open:{tile.get('id')}", (cx, cy, 2 * SMALL, 2 * SMALL, "round",
                             t.gettext("the open tile {tile}", tile=tile["corners"])))
            legend.append(
                '<g class="loose-tile open">'
                + "".join(_hex_parts(cx, cy, SMALL, tile["corners"]))
                + f'<polygon points="{_points(_corner_points(cx, cy, SMALL))}" fill="none" '
                f'stroke="{OUTLINE}" stroke-width="1"/></g>'
            )
        ly += ((len(open_tiles) - 1) // per_row) * (SMALL * 2 + 4) + SMALL
    ly += 26
    for terrain in ("P", "M", "S"):
        legend.append(
            f'<rect x="{lx:.1f}" y="{ly - 11:.1f}" width="14" height="14" fill="{TERRAIN_COLOURS[terrain]}" '
            f'stroke="{OUTLINE}" stroke-width="0.8"/>'
        )
        legend.append(_text(lx + 20, ly, terrain_name(terrain, t)))
        ly += 20
    # What the outlines mean: start tiles (thick), the tile just placed (orange), free cells (dashed).
    outlines = [("start", t.gettext("Start tile"), OUTLINE, 3, "")]
    if last is not None:
        outlines.append(("last", t.gettext("Tile just placed"), LAST_OUTLINE, 3, ""))
    if slots:
        outlines.append(("slot", t.gettext("Free cell"), SLOT_OUTLINE, 1, ' stroke-dasharray="4 3"'))
    for key, meaning, colour, stroke_width, dash in outlines:
        legend.append(
            f'<polygon class="legend-{key}" points="{_points(_corner_points(lx + 7, ly - 4, 8))}" fill="none" '
            f'stroke="{colour}" stroke-width="{stroke_width}"{dash}/>'
        )
        legend.append(_text(lx + 20, ly, meaning, 11))
        ly += 20
    ly += 6
    for seat in range(2):
        full = player_name(seat, names, t.lang) if names else t.gettext("Player {n}", n=seat + 1)
        label = shortened(full, NAME_CHARS)
        if view.get("seat") == seat:
            label = t.gettext("{name} (you)", name=label)
        legend.append(_hut(lx + 8, ly - 4, seat, 0.8))
        legend.append(_field(lx + 30, ly - 4, seat, 0.7))
        marker = " \u25c0" if view.get("current") == seat else ""
        # The whole name in the tooltip (and for screen readers) when the legend shortens it.
        legend.append(
            f'<g class="player" data-seat="{seat}"><title>{escape(full)}</title>'
            f"{_text(lx + 44, ly, f'{label}{marker}', 12, weight='bold')}</g>"
        )
        ly += 16
        huts = view.get("huts_left", [0, 0])[seat]
        fields = view.get("fields_placed", [0, 0])[seat]
        total = view.get("totals", [0, 0])[seat]
        legend.append(_text(lx + 44, ly, t.gettext("Huts left: {n}", n=huts), 11))
        ly += 14
        legend.append(_text(lx + 44, ly, t.gettext("Fields: {fields} · points: {points}", fields=fields, points=total), 11))
        ly += 22
    if view.get("current") in (0, 1):
        legend.append(_text(lx, ly, t.gettext("◀ to move"), 11))
        ly += 18
    round_fields = view.get("round_fields") or []
    if round_fields:
        results = ", ".join(f"{fields[0]}\u2013{fields[1]}" for fields in round_fields)
        legend.append(_text(lx, ly, t.gettext("Rounds: {results}", results=results), 11))
        ly += 18
    legend.append("</g>")
    return _Drawing("".join(legend), (lx - 10, top, LEGEND_WIDTH, ly - top + 16), spots)
