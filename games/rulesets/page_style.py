"""The look the rule sets' game pages share (``render_view_html``), so that every game's page
reads alike: boxes, rows that wrap on a phone, headings and small print as inline styles (the
page's ``site.css`` is shared by every game and knows nothing of them), tints for the player
colours (light background, dark border: the text stays dark on it, and the colour's name is
always written too, for colour-blind players), and the two languages' small differences.

Pure: no Django, like the rule sets that use it.
"""

from __future__ import annotations

# A panel, a wrapping row of panels or chips, a panel's heading, and small print (14 px: the
# smallest text the pages use, readable on a phone).
BOX = "border:1px solid #d9dee8;border-radius:6px;background:#fff;padding:8px;max-width:100%;min-width:0"
ROW = "display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start"
H3 = "font-size:16px;margin:0 0 6px"
SMALL = "font-size:14px"

# (background, border) for each player colour of the games that have them.
TINTS: dict[str, tuple[str, str]] = {
    "red": ("#fbe3e1", "#c0392b"),
    "yellow": ("#fdf3c4", "#b7950b"),
    "green": ("#dcf3e3", "#1e8449"),
    "blue": ("#dde9f8", "#2463a6"),
    "purple": ("#efe0f5", "#7d3c98"),
}
NEUTRAL = ("#ffffff", "#9aa3b2")


def player_panel(attributes: str, border: str, body: str) -> str:
    """One player's panel: about 300 px wide, wrapping to a full row on a phone. ``attributes``
    (already escaped) identify it (``data-seat``…); ``border`` is a CSS border (the viewer's own
    panel stands out with a thicker one)."""
    return (
        f'<div {attributes} style="flex:1 1 300px;max-width:100%;min-width:0;border:{border};'
        f'border-radius:6px;background:#fff;padding:8px">{body}</div>'
    )


def language(locale: str) -> str:
    """"fr" for a French locale ("fr", "fr-CA"), else "en": the two languages the pages have."""
    return "fr" if str(locale).lower().startswith("fr") else "en"


def colon_for(lang: str) -> str:
    """A label's colon: French puts a space before it."""
    return " :" if lang == "fr" else ":"
