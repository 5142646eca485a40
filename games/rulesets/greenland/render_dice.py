"""Greenland's dice drawn as dice: each face a small SVG die with its pips (our own drawing).

``dice_html(faces, label)`` returns the dice of one roll as one image for assistive technology:
a ``<span role="img">`` whose ``aria-label`` is ``label`` (the caller's words in the page's
language, "Rolled 3 and 5: hunting roll · Walrus"), the dice inside hidden from it. The span
carries ``data-dice`` (the faces, space-separated) so tests read what is drawn. Inline SVG and
inline styles only, no script; the dice wrap, so a roll of many dice never widens a phone page.
A face outside 1-6 (a view that lost it) is drawn as a die showing "?" (``data-dice`` says 0),
never as a wrong pip.

When a decision acts on dice (a re-roll: "Re-roll the 3s" re-rolls every die showing 3 that may
still be re-rolled), ``dice_html``'s ``choose`` draws those dice as the button of that move,
beside the roll's image, which then holds the other dice and is still named for the whole roll.

Part of Greenland's presentation: the rules never import it (pyproject.toml's contract).
"""

from __future__ import annotations

from collections.abc import Callable
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
ROW = "display:inline-flex;flex-wrap:wrap;gap:4px"  # dice side by side, wrapping on a phone


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


def dice_html(faces: list[int], label: str, choose: Callable[[int, str], str] | None = None,
              free: list[bool] | None = None) -> str:
    """The dice of one roll, one image named ``label`` (plain text, escaped here).

    ``choose(face, drawn)``: the button (``page_style.touchable``) that ``drawn``, the dice showing
    ``face`` that a choice may act on (``free``: one flag per die, all by default), stands for, or
    ``drawn`` itself when no move acts on them. The dice a button holds are drawn in it, after the
    image, which keeps the others and its name for the whole roll (a button inside an image would
    be no button to assistive technology)."""
    faces = [face if face in PIPS else 0 for face in faces]
    free = free if free is not None and len(free) == len(faces) else [True] * len(faces)
    buttons: dict[int, str] = {}
    for face in dict.fromkeys(face for face, open_ in zip(faces, free, strict=True) if open_ and face and choose):
        count = sum(1 for other, open_ in zip(faces, free, strict=True) if open_ and other == face)
        drawn = f'<span style="{ROW}">{die_svg(face) * count}</span>'
        button = choose(face, drawn)  # type: ignore[misc]
        if button != drawn:
            buttons[face] = button
    kept = "".join(die_svg(face) for face, open_ in zip(faces, free, strict=True) if not (open_ and face in buttons))
    image = (
        f'<span data-dice="{" ".join(str(face) for face in faces)}" role="img" aria-label="{escape(label)}" '
        f'style="{ROW};vertical-align:middle;max-width:100%">{kept}</span>'
    )
    if not buttons:
        return image
    return f'<span style="{ROW};align-items:center;vertical-align:middle;max-width:100%">{image}{"".join(buttons.values())}</span>'

