"""Greenland's dice drawn as dice: each face a small SVG die with its pips (our own drawing).

``dice_html(faces, label)`` returns the dice of one roll as one image for assistive technology:
a ``<span role="img">`` whose ``aria-label`` is ``label`` (the caller's words in the page's
language, "Rolled 3 and 5: hunting roll · Walrus"), the dice inside hidden from it. The span
carries ``data-dice`` (the faces, space-separated) so tests read what is drawn. Inline SVG and
inline styles only, no script; the dice wrap, so a roll of many dice never widens a phone page.
A face outside 1-6 (a view that lost it) is drawn as a die showing "?" (``data-dice`` says 0),
never as a wrong pip.

Part of Greenland's presentation: the rules never import it (pyproject.toml's contract).
"""

from __future__ import annotations

from html import escape

# Pip centres on a 3 × 3 grid (column, row), as a die shows each face.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((2, 2),),
    2: ((3, 1), (1, 3)),
    3: ((3, 1), (2, 2), (1, 3)),
    4: ((1, 1), (3, 1), (1, 3), (3, 3)),
    5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
    6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)),
}
SIZE = 30  # px on the page: big enough to read the pips at a glance on a phone
INK, PAPER = "#1d2433", "#ffffff"


def die_svg(face: int) -> str:
    """One die showing ``face``, hidden from assistive technology (the roll's label says it)."""
    pips = PIPS.get(face)
    if pips:
        marks = "".join(f'<circle cx="{8 * column}" cy="{8 * row}" r="3.2" fill="{INK}"/>' for column, row in pips)
    else:
        marks = f'<text x="16" y="22" text-anchor="middle" font-size="16" fill="{INK}">?</text>'
    return (
        f'<svg data-face="{face}" width="{SIZE}" height="{SIZE}" viewBox="0 0 32 32" aria-hidden="true" '
        f'focusable="false" style="flex:none">'
        f'<rect x="1.5" y="1.5" width="29" height="29" rx="6" fill="{PAPER}" stroke="{INK}" stroke-width="2"/>'
        f"{marks}</svg>"
    )


def dice_html(faces: list[int], label: str) -> str:
    """The dice of one roll, one image named ``label`` (plain text, escaped here)."""
    faces = [face if face in PIPS else 0 for face in faces]
    drawn = "".join(die_svg(face) for face in faces)
    return (
        f'<span data-dice="{" ".join(str(face) for face in faces)}" role="img" aria-label="{escape(label)}" '
        f'style="display:inline-flex;flex-wrap:wrap;gap:4px;vertical-align:middle;max-width:100%">{drawn}</span>'
    )
