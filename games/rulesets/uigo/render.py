"""HTML for UIGO!'s game page, drawn from one seat's ``view`` only (so it can show nothing hidden).

Contract: ``render_view_html(view, seat, locale, names)`` returns one ``<div class="uigo">`` fragment
for the page's "the game as you see it" box. It reads nothing but ``view`` (already redacted for the
seat: its own ``hand``, the others' ``hand_sizes``) and the players' ``names`` (seats are named as
``page_style.player_name`` says: "Bob", "Seat 2" without names); every text goes through ``html.escape``; no
JavaScript; inline styles only (``site.css`` is shared by every game). Layout is flex-wrap with no
fixed width over about 22 rem, so it fits a 390 px phone. Each card chip writes its value and its
colour's name (or a short unique prefix of it) besides the colour itself, for colour-blind players.

Sections, top to bottom: round, trick, dealer and leader, whose step it is; the viewer's hand
(first, as on a phone it must be on the first screen: ``data-own``); the won cards waiting to be
placed; the current trick (or the last one while its cards are being placed) with the led colour; each
seat's panel (hand size, farmers, kingdom boxes left to right with their stacks bottom to top,
points if the round ended now), the viewer's open and first, the others folded in a closed
``<details>`` (``page_style.folded``); farmer supply; scores per round.

Not drawn: ``last_round``'s kingdoms. Its card ids come back in the next deal, so they are left to
the log (the scores table gives each round's points).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from games.engine.presentation import Touch
from games.rulesets.i18n import Texts
from games.rulesets.page_style import folded, own_part, owner_heading, player_html, touchable, whose_html
from games.rulesets.uigo import components as C
from games.rulesets.uigo.text import card_name, colour_name, short_colour_name, texts

# Card faces: background and ink. Ink chosen for contrast (yellow takes dark ink).
CARD_FACES: dict[str, tuple[str, str]] = {
    "red": ("#c62828", "#ffffff"),
    "blue": ("#1565c0", "#ffffff"),
    "green": ("#2e7d32", "#ffffff"),
    "yellow": ("#f9c623", "#1d2433"),
    "purple": ("#6a1b9a", "#ffffff"),
}
UNKNOWN_FACE = ("#9e9e9e", "#1d2433")

SECTION = "margin:.8rem 0"
HEADING = "font-size:1rem;margin:.2rem 0 .4rem"
ROW = "display:flex;flex-wrap:wrap;gap:.4rem;align-items:flex-start"
MUTED = "color:#5b6475;font-size:.875rem"


def _face(card: str, lang: str) -> tuple[str, str, str, str, str]:
    """(background, ink, value, colour name, short colour name) of a card id, safe on odd input."""
    card = str(card)
    colour, _, value = card.rpartition("-")
    background, ink = CARD_FACES.get(colour, UNKNOWN_FACE)
    return background, ink, value, colour_name(colour, lang), short_colour_name(colour, lang)


def _chip(card: str, lang: str, small: bool = False, top: bool = False) -> str:
    """One card: value and colour name written on it (small chips: value and short name).

    Every card the page shows goes through here, with its id in ``data-card`` (tests read it)."""
    background, ink, value, name, short = _face(card, lang)
    label = escape(card_name(card, lang))
    base = (
        f"background:{background};color:{ink};border-radius:.35rem;"
        "border:1px solid rgba(0,0,0,.35);text-align:center;line-height:1.15;"
    )
    if small:
        outline = "box-shadow:0 0 0 2px #1d2433;font-weight:700;" if top else ""
        return (
            f'<span data-card="{escape(str(card))}" title="{label}" aria-label="{label}" '
            f'style="{base}{outline}display:block;padding:.1rem .2rem;font-size:.875rem;white-space:nowrap">'
            f"{escape(value)} {escape(short)}</span>"
        )
    return (
        f'<span data-card="{escape(str(card))}" title="{label}" aria-label="{label}" '
        f'style="{base}display:inline-flex;flex-direction:column;justify-content:center;'
        'min-width:3.5rem;padding:.3rem .35rem">'
        f'<span style="font-size:1.4rem;font-weight:700">{escape(value)}</span>'
        f'<span style="font-size:.875rem">{escape(name)}</span></span>'
    )


def _seat_name(seat: Any, viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """Who sits at ``seat``: their name ("Seat 2" without names), "(you)" for the viewer's own
    seat, "—" for no seat; escaped HTML (``page_style.player_html``)."""
    if not isinstance(seat, int):
        return "—"
    return player_html(seat, names, viewer, t.lang)


def _status(view: dict[str, Any], viewer: int | None, names: list[str] | None, t: Texts) -> str:
    bits = [
        escape(t.gettext("Round {n} of {of}", n=int(view["round"]), of=int(view["rounds"]))),
        escape(t.gettext("Trick {n} of {of}", n=int(view["trick_number"]), of=int(view["tricks_per_round"]))),
        t.html("Dealer: {who}", who=_seat_name(view["dealer"], viewer, names, t)),
    ]
    step, to_move = view.get("step"), list(view.get("to_move") or [])
    if step != "over":
        bits.append(t.html("Leads: {who}", who=_seat_name(view["leader"], viewer, names, t)))
    if step == "over":
        turn = t.html("Game over.")
    elif to_move:
        who = to_move[0]
        if step == "place":
            turn = (
                t.html("Place the cards you won.")
                if who == viewer
                else t.html("{who} places the won cards.", who=_seat_name(who, viewer, names, t))
            )
        else:
            turn = (
                t.html("Your turn to play.")
                if who == viewer
                else t.html("{who} to play.", who=_seat_name(who, viewer, names, t))
            )
    else:
        turn = ""
    line = " · ".join(f'<span style="white-space:nowrap">{bit}</span>' for bit in bits)
    return f'<p style="margin:.2rem 0">{line}</p>' + (
        f'<p style="margin:.2rem 0;font-weight:600">{turn}</p>' if turn else ""
    )


def _play(card: str, seat: Any, viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """A played card with who played it underneath."""
    return (
        '<span style="display:inline-flex;flex-direction:column;align-items:center;gap:.15rem">'
        f'{_chip(card, t.lang)}<span style="font-size:.875rem">{_seat_name(seat, viewer, names, t)}</span></span>'
    )


def _trick(view: dict[str, Any], viewer: int | None, names: list[str] | None, t: Texts) -> str:
    trick = view.get("trick") or []
    last = view.get("last_trick")
    last_html = ""
    if not trick and last:
        # Between tricks (and while the winner places its cards) the trick just won stays in
        # sight, with the farmers it gave.
        title = t.html("Last trick (trick {n}), won by {who}",
                       n=str(int(last["trick"])), who=_seat_name(last["winner"], viewer, names, t))
        plays = "".join(_play(p["card"], p["seat"], viewer, names, t) for p in last["cards"])
        gains = ", ".join(
            f"{_seat_name(g['seat'], viewer, names, t)} +{int(g['gained'])}"
            for g in last.get("farmers", [])
            if int(g.get("gained", 0))
        )
        extra = (
            f'<p style="{MUTED};margin:.3rem 0 0">{t.html("Farmers gained: {gains}", gains=gains)}</p>'
            if gains
            else ""
        )
        last_html = (
            f'<section style="{SECTION}"><h3 style="{HEADING}">{title}</h3>'
            f'<div style="{ROW}">{plays}</div>{extra}</section>'
        )
    if view.get("step") != "play":
        return last_html
    if not trick:
        body = f'<p style="{MUTED};margin:0">{t.html("No card played yet.")}</p>'
    else:
        led = f"<strong>{escape(colour_name(view.get('led_colour'), t.lang))}</strong>"
        body = (
            f'<p style="margin:0 0 .3rem">{t.html("Led colour: {colour}", colour=led)}</p>'
            f'<div style="{ROW}">'
            + "".join(_play(p["card"], p["seat"], viewer, names, t) for p in trick)
            + "</div>"
        )
    current = (
        f'<section style="{SECTION}"><h3 style="{HEADING}">{t.html("Current trick")}</h3>{body}</section>'
    )
    return current + last_html


def _pending(view: dict[str, Any], viewer: int | None, names: list[str] | None, t: Texts,
             touches: Mapping[str, Touch] | None) -> str:
    """The won cards still to place, each with the box it goes to (its colour's box, or a new one);
    a card the viewer may place now is a button (``won:<card>``)."""
    to_place = view.get("to_place")
    if not to_place or not to_place.get("cards"):
        return ""
    seat = to_place["seat"]
    kingdom = view["kingdoms"][seat]["boxes"] if isinstance(seat, int) else []
    boxes = {box["colour"]: box["box"] for box in kingdom if box.get("colour")}
    if seat == viewer:
        title = t.html("Won cards waiting to be placed in your kingdom")
    else:
        title = t.html("Won cards waiting to be placed in {whose} kingdom",
                       whose=whose_html(seat, names, viewer, t.lang))
    # A colour already in the kingdom goes on its box; a single new colour opens the leftmost
    # empty box; with several new colours the placing order decides which opens which box.
    new_colours = {str(card).rpartition("-")[0] for card in to_place["cards"]} - set(boxes)
    if len(new_colours) == 1:
        boxes[new_colours.pop()] = len(boxes) + 1
    items = []
    for card in sorted(to_place["cards"], key=_sort_key):
        colour = str(card).rpartition("-")[0]
        where = t.gettext("box {n}", n=int(boxes[colour])) if colour in boxes else t.gettext("new box")
        items.append(
            '<span style="display:inline-flex;flex-direction:column;align-items:center;gap:.15rem">'
            f'{touchable(f"won:{card}", _chip(card, t.lang), touches, card_name(card, t.lang), t.lang)}'
            f'<span style="font-size:.875rem">→ {escape(where)}</span></span>'
        )
    return (
        f'<section style="{SECTION};background:#fff6e0;border:1px solid #e8c66a;border-radius:.4rem;padding:.5rem">'
        f'<h3 style="{HEADING}">{title}</h3><div style="{ROW}">{"".join(items)}</div></section>'
    )


def _sort_key(card: str) -> tuple[int, int]:
    """Table order (colour, then value); odd ids last rather than an error."""
    try:
        return C.sort_key(card)
    except (ValueError, IndexError):
        return len(C.COLOURS), 0


def _hand(view: dict[str, Any], t: Texts, touches: Mapping[str, Touch] | None) -> str:
    """The viewer's hand; a card they may play now is a button (``hand:<card>``)."""
    hand = view.get("hand")
    if hand is None:  # spectators
        return ""
    chips = (touchable(f"hand:{card}", _chip(card, t.lang), touches, card_name(card, t.lang), t.lang)
             for card in sorted(hand, key=_sort_key))
    body = (
        f'<div style="{ROW}">' + "".join(chips) + "</div>"
        if hand
        else f'<p style="{MUTED};margin:0">{t.html("No card left.")}</p>'
    )
    return own_part(
        f'<section style="{SECTION}"><h3 style="{HEADING}">{t.html("Your hand")}</h3>{body}</section>'
    )


def _farmer_dots(box: dict[str, Any], t: Texts) -> str:
    filled, slots = int(box["farmers"]), int(box["slots"])
    # The plural follows the slots filled (French agrees with them: "1 emplacement … rempli").
    label = escape(t.ngettext("{n} of {of} farmer slots filled", "{n} of {of} farmer slots filled", filled, of=slots))
    dots = "●" * filled + "○" * (slots - filled)
    return (
        f'<span title="{label}" aria-label="{label}" style="font-size:.875rem;letter-spacing:.05rem">'
        f"{dots}</span>"
    )


def _points(value: int) -> str:
    """Round points with their sign: "+6", "0", "−5" (a true minus sign)."""
    return f"+{value}" if value > 0 else _number(value)


def _number(value: int) -> str:
    """A total: "12", "−3"."""
    return f"−{-value}" if value < 0 else str(value)


def _box(box: dict[str, Any], t: Texts) -> str:
    cards = list(box.get("cards") or [])
    colour = box.get("colour")
    name = colour_name(colour, t.lang) if colour else "—"
    stack = "".join(
        _chip(card, t.lang, small=True, top=index == len(cards) - 1) for index, card in enumerate(cards)
    )
    if not cards and int(box.get("printed_value", 0)):
        stack = f'<span style="{MUTED}">{escape(t.gettext("empty: {n}", n=int(box["printed_value"])))}</span>'
    points = int(box.get("points_now", 0))
    point_style = "color:#b71c1c;font-weight:700" if points < 0 else "font-weight:600"
    return (
        '<div style="flex:1 1 3.6rem;min-width:3.6rem;max-width:7rem;border:1px solid #d9dee8;'
        'border-radius:.3rem;padding:.2rem;background:#fafafa;display:flex;flex-direction:column;gap:.15rem">'
        f'<span style="font-size:.875rem;font-weight:600">{t.html("Box {n}", n=str(int(box["box"])))}</span>'
        f'<span style="{MUTED};overflow-wrap:anywhere">{escape(name)}</span>'
        f"{_farmer_dots(box, t)}"
        f'<div style="display:flex;flex-direction:column;gap:.1rem;min-height:1.3rem">{stack}</div>'
        f'<span style="font-size:.875rem;{point_style}">'
        f'{t.html("{points} pts", points=escape(_points(points)))}</span>'
        "</div>"
    )


def _players(view: dict[str, Any], viewer: int | None, names: list[str] | None, t: Texts) -> str:
    """Each seat's kingdom: the viewer's open and first (``data-own``), every other one folded
    (``page_style.folded``) under a line with its owner, role, points now and total."""
    seats = sorted(range(int(view["players"])), key=lambda seat: (seat != viewer, seat))
    panels = []
    for seat in seats:
        kingdom = view["kingdoms"][seat]
        farmers = sum(int(box["farmers"]) for box in kingdom["boxes"])
        roles = [t.pgettext("role of a seat", "deals")] if seat == view.get("dealer") else []
        if seat == view.get("leader") and view.get("step") != "over":
            roles.append(t.pgettext("role of a seat", "leads"))
        role = f' <span style="{MUTED}">({escape(", ".join(roles))})</span>' if roles else ""
        facts = [
            t.nhtml("{n} card in hand", "{n} cards in hand", int(view["hand_sizes"][seat])),
            t.nhtml("{n} farmer", "{n} farmers", farmers),
            t.nhtml("{n} free slot", "{n} free slots", int(kingdom["free_slots"])),
        ]
        facts_html = " · ".join(f'<span style="white-space:nowrap">{fact}</span>' for fact in facts)
        if seat == viewer:
            heading = owner_heading(seat, names, viewer, t.lang, t.gettext("Your kingdom"), "")
        else:
            heading = t.html("{whose} kingdom", whose=whose_html(seat, names, viewer, t.lang))
        score = view["scores"][seat]
        points = (
            t.html("Round points now: {points}",
                   points=f"<strong>{escape(_points(int(kingdom['points_now'])))}</strong>")
            + " · "
            + t.html("Total: {points}", points=f"<strong>{escape(_number(int(score['total'])))}</strong>")
        )
        boxes = (
            '<div style="display:flex;flex-wrap:wrap;gap:.25rem">'
            + "".join(_box(box, t) for box in kingdom["boxes"])
            + "</div>"
        )
        if seat == viewer:
            panels.append(own_part(
                '<div style="border:2px solid #24549c;border-radius:.4rem;background:#fff;padding:.4rem .5rem">'
                f'<p style="margin:0 0 .2rem">{heading}{role}</p>'
                f'<p style="margin:0 0 .3rem;font-size:.875rem">{facts_html}</p>{boxes}'
                f'<p style="margin:.3rem 0 0;font-size:.875rem">{points}</p></div>'
            ))
        else:
            panels.append(folded(
                f'{heading}{role}<br><span style="font-size:.875rem">{points}</span>',
                f'<p style="margin:0 0 .3rem;font-size:.875rem">{facts_html}</p>{boxes}',
                f'data-seat="{seat}"',
            ))
    help_text = t.html("Boxes left to right; cards bottom to top, the top card scores. "
                       "● farmer, ○ free slot.")
    return (
        f'<section style="{SECTION}"><h3 style="{HEADING}">{t.html("Players and kingdoms")}</h3>'
        f'<p style="{MUTED};margin:0 0 .4rem">{help_text}</p>'
        f'<div style="display:flex;flex-direction:column;gap:.5rem">{"".join(panels)}</div></section>'
    )


def _supply_and_scores(view: dict[str, Any], viewer: int | None, names: list[str] | None, t: Texts) -> str:
    rounds = int(view["rounds"])
    head = "".join(
        # Translators: a column of the scores table: round n, in one or two letters and the number.
        f'<th scope="col">{escape(t.pgettext("scores table", "R{n}", n=n))}</th>' for n in range(1, rounds + 1)
    )
    rows = []
    for seat, score in enumerate(view["scores"]):
        played = [int(points) for points in score["rounds"]]
        cells = "".join(
            f"<td>{escape(_points(played[n]) if n < len(played) else '–')}</td>" for n in range(rounds)
        )
        rows.append(
            f'<tr><th scope="row">{_seat_name(seat, viewer, names, t)}</th>{cells}'
            f"<td><strong>{escape(_number(int(score['total'])))}</strong></td></tr>"
        )
    supply = t.html("Farmer supply: {n}", n=f"<strong>{int(view['farmer_supply'])}</strong>")
    aside = t.html("Cards set aside this round (unseen): {n}", n=str(int(view["set_aside"])))
    facts = f'<p style="margin:.2rem 0">{supply} · <span style="{MUTED}">{aside}</span></p>'
    table = (
        f'<table><thead><tr><th scope="col">{t.html("Player")}</th>{head}'
        f'<th scope="col">{escape(t.pgettext("scores table", "Total"))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )
    return (
        f'<section style="{SECTION}">{facts}'
        f'<h3 style="{HEADING}">{t.html("Scores")}</h3>{table}</section>'
    )


def render_view_html(
    view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
    touches: Mapping[str, Touch] | None = None,
) -> str:
    """The page fragment for ``view`` as ``seat`` (``None``: a spectator) sees it, in ``locale``
    (its catalogue: ``text.texts``), each seat named by ``names[seat]`` ("Seat N" without names).
    Draws from ``view`` only; the cards ``touches`` names (``target``) are buttons."""
    t = texts(locale)
    viewer = seat if isinstance(seat, int) else None
    parts = [
        '<div class="uigo" style="font-size:1rem">',
        _status(view, viewer, names, t),
        # On a phone the hand comes first: it is where most moves are touched.
        _hand(view, t, touches),
        # The won cards to place before the trick they came from: placing them is the decision, and
        # the last trick would push them below a phone's first screen.
        _pending(view, viewer, names, t, touches),
        _trick(view, viewer, names, t),
        _players(view, viewer, names, t),
        _supply_and_scores(view, viewer, names, t),
        "</div>",
    ]
    return "\n".join(part for part in parts if part)
