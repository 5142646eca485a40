"""The look the rule sets' game pages share (``render_view_html``), so that every game's page
reads alike: boxes, rows that wrap on a phone, headings and small print as inline styles (the
page's ``site.css`` is shared by every game and knows nothing of them), tints for the player
colours (light background, dark border: the text stays dark on it, and the colour's name is
always written too, for colour-blind players), and the two languages' small differences.

Players are named as ``names`` gives them (``render_view_html``'s ``names[seat]``, the same list
``describe_event`` receives), or "Seat N" / "Place N" without it: ``player_name`` and
``player_html`` are the one way every game page names a seat.

Pure: no Django, like the rule sets that use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.french import contract_fr
from games.rulesets.i18n import SHARED_DOMAIN, Catalogue

# "Seat 2", "(you)", "Bob's": the shared domain's catalogue (games/rulesets/locale/), read in the
# language of the ``lang`` the functions below are given ("en", "fr", or any locale).
TEXTS = Catalogue(SHARED_DOMAIN)

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


# Phone-first layout: the viewer's own hand or board comes first, marked ``data-own``;
# every other player's board is folded in a closed ``<details>`` (``data-other``) whose summary
# names them and says the few facts one compares at a glance, so the page stays short on a phone
# and any board opens with one tap, without JavaScript. The summary is a tap target of 44 px.
SUMMARY = "cursor:pointer;min-height:44px;padding:10px 8px;font-size:16px;overflow-wrap:anywhere"


def own_part(body: str, attributes: str = "") -> str:
    """The viewer's own hand or board, ``body`` (already escaped HTML), marked ``data-own`` (the
    page's browser tests look for it on the first screen). ``attributes``: escaped, added."""
    extra = f" {attributes}" if attributes else ""
    return f'<div data-own=""{extra} style="max-width:100%;min-width:0">{body}</div>'


def folded(summary: str, body: str, attributes: str = "") -> str:
    """Another player's board, closed: ``summary`` (escaped HTML: who, and a fact or two) is the one
    line shown, ``body`` (escaped HTML) opens under it. ``attributes`` (escaped) identify it
    (``data-seat``…); the element carries ``data-other``."""
    extra = f" {attributes}" if attributes else ""
    return (
        f'<details data-other=""{extra} style="{BOX};padding:0 8px">'
        # an inline block: the summary's own lines (divs) stay beside the disclosure triangle
        f'<summary style="{SUMMARY}"><span style="display:inline-block;vertical-align:top;'
        f'width:calc(100% - 24px)">{summary}</span></summary>'
        f'<div style="padding:0 0 8px">{body}</div></details>'
    )


def language(locale: str) -> str:
    """"fr" for a French locale ("fr", "fr-CA"), else "en": the two languages the pages have."""
    return "fr" if str(locale).lower().startswith("fr") else "en"


def colon_for(lang: str) -> str:
    """A label's colon: French puts a non-breaking space before it."""
    return "\u00a0:" if lang == "fr" else ":"


# A player's name is anyone's input, of any length, with no space in it perhaps: it may break
# anywhere rather than push a phone's page wider than its screen, even inside a line the page
# keeps whole ("white-space:nowrap" around "Dealer: Bob").
NAME_STYLE = "overflow-wrap:anywhere;white-space:normal"


def player_name(seat: Any, names: Sequence[str] | None, lang: str) -> str:
    """Plain text (escape it) naming ``seat``: ``names[seat]`` with its runs of spaces and line
    breaks made one space; "Seat 2" / "Place 2" (1-based) when there are no names, or no usable name
    for this seat; "?" for what is not a seat. A name that two seats share (two Bobs) gets its seat
    as well, "Bob (seat 2)", so that nobody has to guess which Bob leads."""
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        return "?"
    fallback = TEXTS.bind(lang).gettext("Seat {n}", n=seat + 1)
    if not names or seat >= len(names):
        return fallback
    name = _tidy(names[seat])
    if not name:
        return fallback
    if sum(1 for other in names if _tidy(other) == name) > 1:
        return f"{name} ({fallback.lower()})"
    return name


def player_html(
    seat: Any, names: Sequence[str] | None, viewer: int | None, lang: str, limit: int | None = None
) -> str:
    """``player_name`` as escaped HTML that may wrap anywhere; the viewer's own seat in bold with
    "(you)" / "(vous)". ``limit``: where room is short (a map's cells), a longer name is cut
    (``shortened``) and whole in the tooltip."""
    full = player_name(seat, names, lang)
    shown = shortened(full, limit) if limit else full
    title = f' title="{escape(full)}"' if shown != full else ""
    if seat == viewer and viewer is not None:
        you = TEXTS.bind(lang).html("{name} (you)", name=escape(shown))
        return f'<strong style="{NAME_STYLE}"{title}>{you}</strong>'
    return f'<span style="{NAME_STYLE}"{title}>{escape(shown)}</span>'


def player_text(seat: Any, names: Sequence[str] | None, viewer: int | None, lang: str) -> str:
    """``player_name`` as plain text (escape it), the viewer's own seat marked "(you)" / "(vous)"
    as ``player_html`` marks it: for a sentence built around a name before it is escaped."""
    name = player_name(seat, names, lang)
    if seat == viewer and viewer is not None:
        return TEXTS.bind(lang).gettext("{name} (you)", name=name)
    return name


def shortened(name: str, limit: int) -> str:
    """``name`` cut to at most ``limit`` characters, the cut marked "…": for a map or a legend
    with no room for a long name (show the whole name in a tooltip)."""
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "\u2026"


def whose_html(seat: Any, names: Sequence[str] | None, viewer: int | None, lang: str) -> str:
    """Whose a thing is, as escaped HTML to put before it in English and after it in French:
    "Bob's" ("Bob's ship"), "de Bob" / "d'Anne" ("le navire d'Anne"); the name as ``player_html``
    draws it (so the viewer's is "Anne (you)'s": pages say "your ship" to the viewer instead)."""
    name = player_html(seat, names, viewer, lang)
    if lang == "fr":
        return escape(of_player_fr(player_name(seat, names, lang))[0]) + name
    # Translators: whose a thing is, before it ("{whose} kingdom"); French does not read it (its
    # "de"/"d'" is grammar, above), copy it as it is.
    return TEXTS.bind(lang).html("{name}'s", name=name)


def owner_heading(
    seat: Any, names: Sequence[str] | None, viewer: int | None, lang: str, yours: str, theirs: str
) -> str:
    """A panel's heading naming whose it is, as escaped HTML: ``theirs`` with its ``{whose}`` filled
    ("{whose} ship": "Bob's ship"; "Le navire {whose}": "Le navire d'Anne"); for the viewer,
    ``yours`` and their name marked "(you)" ("Your ship · Anne (you)")."""
    if seat == viewer and viewer is not None:
        return f"{escape(yours)} · {player_html(seat, names, viewer, lang)}"
    return escape(theirs).replace("{whose}", whose_html(seat, names, viewer, lang))


def of_player_fr(name: str) -> tuple[str, str]:
    """French "de" before a player's name, as (what comes before, the name): ("d'", "Anne"),
    ("de ", "Bob"), ("de ", "Le Goff"): a name is a proper name, elided but never contracted
    (``french.contract_fr``)."""
    return contract_fr("de", name, proper=True)


def _tidy(name: Any) -> str:
    return " ".join(str(name).split())


# Moves on the board: an element that stands for legal moves is drawn as a button of the page's
# two board forms (``games/templates/games/board.html``): ``board-play`` shows a move before it is
# played, ``board-pick`` picks an element that stands for several moves. The buttons carry the
# class ``touch`` (``site.css`` draws them as the element itself, ringed), and say what they do.
PLAY_FORM = "board-play"
PICK_FORM = "board-pick"


# How ``touchable`` marks its buttons.
TOUCH_MARK = 'class="touch"'


def holds_touch(part: str) -> bool:
    """Whether ``part`` (HTML of a drawing) holds a button ``touchable`` drew."""
    return TOUCH_MARK in part


def acted_on_first(parts: Sequence[str]) -> list[str]:
    """The ``parts`` of a drawing (escaped HTML, in the order drawn without moves), those that hold
    a button for the seat's moves (``holds_touch``) first, the rest after in their order: on a
    phone the part a decision acts on is then on the first screen. Of the parts with buttons, the
    one whose first button comes soonest in it (the fewest characters of HTML before it: a tribe's
    title before a card deep in the rows) comes first. The parts are moved, not copied: each
    button is on the page once, where it is seen, so a screen reader and a keyboard meet each once
    and in the order seen. Without moves (a spectator, another's turn, the rendered texts' pages)
    the order is the drawing's own."""
    touched = sorted((part for part in parts if holds_touch(part)), key=lambda part: part.index(TOUCH_MARK))
    return touched + [part for part in parts if not holds_touch(part)]


def touchable(key: str, inner: str, touches: Mapping[str, Touch] | None, thing: str, lang: str,
              block: bool = False, style: str = "") -> str:
    """``inner`` (escaped HTML: a card, a tile, a ship), drawn as a button when the element ``key``
    stands for moves (``touches[key]``), else as it is. One move: the button's name is the move's
    label ("Play the red 3") and it shows that move before it is played; several: its name is
    ``thing`` (plain text: "the tile at b4") and the number of choices, and it picks the element.
    ``block``: the element is a block (a panel, a row), not an inline chip. ``style``: more inline
    CSS for the button (the caller's constants and numbers; escaped), after its display:
    a button laid over a picture at a place (``position:absolute``…), which a button inside an
    ``<svg>`` could not be."""
    touch = touches.get(key) if touches else None
    if touch is None or not touch.moves:
        return inner
    display = "block" if block else "inline-block"
    if style:
        display = f"{display};{escape(style)}"
    if len(touch.moves) == 1:
        move_json, label = touch.moves[0]
        return (
            f'<button type="submit" class="touch" form="{PLAY_FORM}" name="move" value="{escape(move_json)}" '
            f'aria-label="{escape(label)}" title="{escape(label)}" id="touch-{escape(key)}" data-target="{escape(key)}" '
            f'style="display:{display}">{inner}</button>'
        )
    label = TEXTS.bind(lang).gettext("{thing}: {n} choices", thing=thing, n=len(touch.moves))
    pressed = "true" if touch.selected else "false"
    return (
        f'<button type="submit" class="touch" form="{PICK_FORM}" name="touch" value="{escape(key)}" '
        f'aria-label="{escape(label)}" title="{escape(label)}" aria-pressed="{pressed}" id="touch-{escape(key)}" data-target="{escape(key)}" '
        f'style="display:{display}">{inner}</button>'
    )
